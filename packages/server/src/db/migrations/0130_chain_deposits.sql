-- USDT deposits watched on the chain (issue 23). Each member gets an address derived from the
-- server's extended public key at a stored index, never reused (a sequence never hands a number
-- out twice, not even after a rollback). Every Transfer to a member address is one row, unique by
-- (chain, transaction, log): pending while shallower than final, then credited once (or dust).
CREATE SEQUENCE deposit_address_index_seq MINVALUE 0 START 0;
CREATE TABLE deposit_addresses (
  member_id bigint PRIMARY KEY REFERENCES members(id),
  address_index integer NOT NULL UNIQUE CHECK (address_index >= 0),
  address text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Where the watcher goes on: the next block to read as final, per chain and token.
CREATE TABLE chain_cursors (
  chain_id bigint NOT NULL,
  token text NOT NULL,
  next_block bigint NOT NULL CHECK (next_block >= 0),
  genesis_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain_id, token)
);

CREATE TABLE chain_deposits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  chain_id bigint NOT NULL,
  tx_hash text NOT NULL,
  log_index integer NOT NULL,
  block_number bigint NOT NULL,
  block_hash text NOT NULL,
  token text NOT NULL,
  member_id bigint NOT NULL REFERENCES members(id),
  from_address text NOT NULL,
  to_address text NOT NULL,
  units numeric(78, 0) NOT NULL CHECK (units >= 0),
  decimals integer NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  status text NOT NULL CHECK (status IN ('pending', 'credited', 'dust')),
  seen_at timestamptz NOT NULL DEFAULT now(),
  credited_at timestamptz,
  CONSTRAINT chain_deposits_once UNIQUE (chain_id, tx_hash, log_index)
);
CREATE INDEX chain_deposits_member_idx ON chain_deposits (member_id, id);
CREATE INDEX chain_deposits_pending_idx ON chain_deposits (chain_id, status) WHERE status = 'pending';
