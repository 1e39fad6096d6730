-- Operators of the console, their sessions and factors, the audit log and maker-checker proposals
-- (issue 25; docs/security.md, "Operators").

-- Staff, separate from members. No password until the invited operator sets one from the mailed
-- link; the authenticator app is enrolled at the first sign-in (its key sealed like a member's,
-- src/factors/totp.ts); `totp_last_step` refuses a code's replay.
CREATE TABLE operators (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('support', 'finance', 'admin')),
  password_hash text,
  totp_secret_enc text,
  totp_confirmed_at timestamptz,
  totp_last_step bigint NOT NULL DEFAULT 0,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  last_sign_in_at timestamptz
);
CREATE UNIQUE INDEX operators_email_idx ON operators (lower(email));

-- Recovery codes: 10 per enrolment, shown once, kept as HMACs (CODE_SECRET), each used once.
CREATE TABLE operator_recovery_codes (
  operator_id bigint NOT NULL REFERENCES operators(id),
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (operator_id, code_hash)
);

-- One-time tokens, kept as their SHA-256: a set-password link (24 hours) or a sign-in challenge
-- between the password and the code (5 minutes). Each is used once.
CREATE TABLE operator_tokens (
  id text PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators(id),
  purpose text NOT NULL CHECK (purpose IN ('set-password', 'challenge')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX operator_tokens_operator_idx ON operator_tokens (operator_id);

-- Console sessions: the cookie's SHA-256. Ended by sign-out, by 30 minutes without a call, by
-- disabling the operator or changing their role.
CREATE TABLE operator_sessions (
  id text PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES operators(id),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  ended_at timestamptz,
  address text,
  user_agent text
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id);

-- Every operator and automation action: who, when, what, on which object, before and after, why,
-- from which request. Append-only: the trigger below refuses UPDATE, DELETE and TRUNCATE.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  actor text NOT NULL,
  action text NOT NULL,
  object_type text NOT NULL,
  object_id text,
  before jsonb,
  after jsonb,
  reason text,
  request_id text,
  address text
);
CREATE INDEX audit_log_at_idx ON audit_log (at, id);
CREATE INDEX audit_log_actor_idx ON audit_log (actor, id);
CREATE INDEX audit_log_object_idx ON audit_log (object_type, object_id, id);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- Money an operator moves by hand (a bonus, a credit or debit of a wallet with a reason): one
-- operator proposes, a different one approves (then it posts, once) or rejects.
CREATE TABLE money_proposals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('bonus', 'credit', 'debit')),
  member_id bigint NOT NULL REFERENCES members(id),
  wallet text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  proposed_by text NOT NULL,
  proposed_at timestamptz NOT NULL,
  decided_by text,
  decided_at timestamptz,
  decision_note text,
  transaction_id bigint REFERENCES ledger_transactions(id),
  -- The maker never approves their own (the maker may withdraw it: a rejection).
  CONSTRAINT money_proposals_checker CHECK (status <> 'approved' OR decided_by <> proposed_by)
);
CREATE INDEX money_proposals_status_idx ON money_proposals (status, id);

-- The system side of adjustments (credits and debits of a wallet by hand).
INSERT INTO accounts (member_id, name) VALUES (NULL, 'adjustments');

-- The member's KYC changes (payout address, transaction password), for the console's 360° view:
-- kept by a trigger, so every path that changes them is recorded.
CREATE TABLE member_kyc_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL CHECK (kind IN ('address', 'tpass')),
  address text
);
CREATE INDEX member_kyc_history_member_idx ON member_kyc_history (member_id, id);

CREATE FUNCTION member_kyc_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.usdt_address IS DISTINCT FROM OLD.usdt_address THEN
    INSERT INTO member_kyc_history (member_id, kind, address) VALUES (NEW.id, 'address', NEW.usdt_address);
  END IF;
  IF NEW.tpass_hash IS DISTINCT FROM OLD.tpass_hash THEN
    INSERT INTO member_kyc_history (member_id, kind) VALUES (NEW.id, 'tpass');
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER members_kyc_history AFTER UPDATE OF usdt_address, tpass_hash ON members
  FOR EACH ROW EXECUTE FUNCTION member_kyc_record();
