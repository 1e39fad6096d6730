-- Members: the network's people. Team tables (0100+) reference members.id.
CREATE TABLE members (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL UNIQUE,
  sponsor_id bigint REFERENCES members(id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  password_hash text NOT NULL,
  tpass_hash text,
  usdt_address text,
  active_date timestamptz,
  pot3_count integer NOT NULL DEFAULT 0,
  pot3_expire timestamptz,
  pot4_count integer NOT NULL DEFAULT 0,
  pot4_expire timestamptz,
  pool_count integer NOT NULL DEFAULT 0,
  total_investment_cents bigint NOT NULL DEFAULT 0,
  total_withdrawal_cents bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX members_sponsor_idx ON members (sponsor_id);
