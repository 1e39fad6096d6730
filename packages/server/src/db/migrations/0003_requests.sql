-- Deposits, withdrawals, plans, investments, one-time codes.
CREATE TABLE deposits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  r_date text NOT NULL,
  p_type integer NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  trx text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending',
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposits_member_idx ON deposits (member_id, id);
CREATE INDEX deposits_status_idx ON deposits (status, id);

CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  charge_cents bigint NOT NULL CHECK (charge_cents >= 0),
  address text NOT NULL DEFAULT '',
  trx text,
  status text NOT NULL DEFAULT 'pending',
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawals_member_idx ON withdrawals (member_id, id);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, id);

CREATE TABLE plans (
  id text PRIMARY KEY,
  name text NOT NULL,
  roi_bp integer NOT NULL,
  days integer NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
INSERT INTO plans (id, name, roi_bp, days, sort) VALUES
  ('starter', 'Starter', 100, 200, 1),
  ('growth', 'Growth', 150, 150, 2),
  ('premium', 'Premium', 200, 120, 3);

CREATE TABLE investments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  plan_id text NOT NULL REFERENCES plans(id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  invest_type text NOT NULL,
  days_paid integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX investments_member_idx ON investments (member_id, id);

-- One-time codes (withdrawal OTPs and password resets), hashed at rest.
CREATE TABLE one_time_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  purpose text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_member_idx ON one_time_codes (member_id, purpose, id);
