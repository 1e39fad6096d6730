-- Withdrawals paid on the chain (issue 24). A withdrawal goes pending (requested: debited) →
-- approved → signed → sent → confirmed, or rejected (refunded) or failed (held for a human); a
-- manual payout (no hot wallet) goes approved → paid with a hash the chain confirmed.
ALTER TABLE withdrawals
  ADD COLUMN approved_at timestamptz,
  ADD COLUMN signed_at timestamptz,
  ADD COLUMN sent_at timestamptz,
  -- Why an approved withdrawal waits (a limit, the hot wallet's balance), and until when.
  ADD COLUMN hold_reason text,
  ADD COLUMN hold_until timestamptz;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_known CHECK (
  status IN ('pending', 'approved', 'signed', 'sent', 'confirmed', 'paid', 'rejected', 'failed'));
CREATE INDEX withdrawals_signed_idx ON withdrawals (signed_at) WHERE signed_at IS NOT NULL;

-- Who approved: `operator:<id>` or `automation` (the OPS_TOKEN), or `auto` (at or below the
-- automatic amount). One row per (withdrawal, actor): the same operator twice is one approval.
CREATE TABLE withdrawal_approvals (
  withdrawal_id bigint NOT NULL REFERENCES withdrawals(id),
  actor text NOT NULL CHECK (actor ~ '^(auto|automation|operator:[A-Za-z0-9_.@-]{1,64})$'),
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (withdrawal_id, actor)
);

-- The hot wallet's one nonce lane per chain: the next nonce to sign with (taken under this row's
-- lock), and whether the queue is held (balance too low) with the time the operator was told.
CREATE TABLE payout_lanes (
  chain_id bigint NOT NULL,
  address text NOT NULL,
  next_nonce bigint NOT NULL CHECK (next_nonce >= 0),
  held_reason text,
  alerted_at timestamptz,
  PRIMARY KEY (chain_id, address)
);

-- One payout per withdrawal at one nonce; every signed attempt at that nonce (the first and each
-- replacement with a higher fee) is stored, raw bytes and hash, before it is broadcast.
CREATE TABLE payouts (
  withdrawal_id bigint PRIMARY KEY REFERENCES withdrawals(id),
  chain_id bigint NOT NULL,
  from_address text NOT NULL,
  nonce bigint NOT NULL CHECK (nonce >= 0),
  token text NOT NULL,
  to_address text NOT NULL,
  units numeric(78, 0) NOT NULL CHECK (units > 0),
  confirmed_tx text,
  confirmed_block bigint,
  CONSTRAINT payouts_one_per_nonce UNIQUE (chain_id, from_address, nonce)
);
CREATE TABLE payout_attempts (
  withdrawal_id bigint NOT NULL REFERENCES payouts(withdrawal_id),
  attempt integer NOT NULL CHECK (attempt >= 1),
  tx_hash text NOT NULL UNIQUE,
  raw_tx text NOT NULL,
  gas_price_wei numeric(78, 0) NOT NULL,
  signed_at timestamptz NOT NULL DEFAULT now(),
  broadcast_at timestamptz,
  PRIMARY KEY (withdrawal_id, attempt)
);

-- A hash an operator gave as a manual payout: verified on the chain, used once.
CREATE TABLE manual_payouts (
  chain_id bigint NOT NULL,
  tx_hash text NOT NULL,
  withdrawal_id bigint NOT NULL UNIQUE REFERENCES withdrawals(id),
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (chain_id, tx_hash)
);
