-- Double-entry ledger. Member accounts never go below zero; system accounts may (deposits-in is
-- the mirror of all money that came in).
CREATE TABLE accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint REFERENCES members(id),
  name text NOT NULL,
  balance_cents bigint NOT NULL DEFAULT 0,
  CONSTRAINT accounts_member_nonnegative CHECK (member_id IS NULL OR balance_cents >= 0)
);
CREATE UNIQUE INDEX accounts_member_name_idx ON accounts (member_id, name) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX accounts_system_name_idx ON accounts (name) WHERE member_id IS NULL;

CREATE TABLE ledger_transactions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  member_id bigint REFERENCES members(id),
  idempotency_key text,
  memo text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_transactions_member_idx ON ledger_transactions (member_id, created_at);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  account_id bigint NOT NULL REFERENCES accounts(id),
  amount_cents bigint NOT NULL,
  source_member_id bigint REFERENCES members(id),
  source_kind text,
  level integer,
  rate_bp integer,
  base_cents bigint,
  day date,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);

CREATE TABLE idempotency_keys (
  member_id bigint NOT NULL REFERENCES members(id),
  key text NOT NULL,
  call text NOT NULL,
  status_code integer,
  answer text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, key)
);

-- The system side of every movement.
INSERT INTO accounts (member_id, name) VALUES
  (NULL, 'deposits-in'), (NULL, 'withdrawals-out'), (NULL, 'fees'), (NULL, 'activation'),
  (NULL, 'pools'), (NULL, 'payouts'), (NULL, 'bonus'), (NULL, 'investments'),
  (NULL, 'earnings');
