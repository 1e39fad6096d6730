-- Guards of the money path (docs/security.md): limits kept in the database so they hold across
-- restarts and across several server processes on one PostgreSQL.

-- Per-address token buckets (login, sign-up, lookups, codes): one row per (call, address).
CREATE TABLE rate_buckets (
  key text PRIMARY KEY,
  tokens double precision NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Per-account failure counters: 'login:<user id, lower case>' (known or not, so a lock says
-- nothing about which ids exist) and 'tpass:<member id>' for the transaction password.
CREATE TABLE auth_guards (
  subject text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL,
  locked_until timestamptz
);

-- Sessions: a token names its row, so logout ends one and a password change ends the others.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX sessions_member_idx ON sessions (member_id);

-- The request an idempotency key was first used for (HMAC of call, member and canonical body).
ALTER TABLE idempotency_keys ADD COLUMN fingerprint text;

-- A changed payout address holds withdrawals until this moment.
ALTER TABLE members ADD COLUMN payout_hold_until timestamptz;

-- One chain transaction, one deposit: hashes are stored as 0x + 64 lower-case hex; the index also
-- covers rows written before that rule, in whatever case and with or without 0x.
CREATE UNIQUE INDEX deposits_trx_canonical_idx ON deposits (lower(regexp_replace(trx, '^0[xX]', '')));
