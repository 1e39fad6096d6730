-- Second factors and sessions the member can see (docs/security.md, "Second factor").

-- A member's authenticator app (TOTP, RFC 6238): its key AES-256-GCM-encrypted under a key derived
-- from CODE_SECRET, never answered after the enrolment; confirmed by a first code. `last_step` is
-- the time step of the last code taken, so a code is taken once (a replay in its step is refused).
CREATE TABLE member_totp (
  member_id bigint PRIMARY KEY REFERENCES members(id),
  secret_enc text NOT NULL,
  created_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  -- An operator-started recovery removes the app at the first sign-in from this moment on; any
  -- right code before then cancels it.
  recovery_at timestamptz
);

-- Recovery codes: 10 per enrolment, shown once, kept as HMACs (CODE_SECRET), each used once.
CREATE TABLE recovery_codes (
  member_id bigint NOT NULL REFERENCES members(id),
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (member_id, code_hash)
);

-- Sign-ins whose password was right and whose factor is still to come: the challenge's SHA-256,
-- 5 minutes, used once. Not a session: it opens nothing but the factor step.
CREATE TABLE login_challenges (
  id text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX login_challenges_member_idx ON login_challenges (member_id);

-- What the member sees of a session (device from the user agent, address, last use) and when a
-- factor was last confirmed in it (the step-up window).
ALTER TABLE sessions ADD COLUMN user_agent text;
ALTER TABLE sessions ADD COLUMN address text;
ALTER TABLE sessions ADD COLUMN last_used_at timestamptz;
ALTER TABLE sessions ADD COLUMN factor_at timestamptz;

-- Passkeys (WebAuthn): the credential id and COSE public key (base64url), its signature counter,
-- the name the member gave it. Discoverable, user verification required.
CREATE TABLE passkeys (
  id text PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text NOT NULL DEFAULT '',
  name text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX passkeys_member_idx ON passkeys (member_id);

-- WebAuthn challenges handed out (their SHA-256), for whom (null: a passkey sign-in, anyone) and
-- what for; 5 minutes, deleted when used, so each is used once.
CREATE TABLE webauthn_challenges (
  id text PRIMARY KEY,
  member_id bigint REFERENCES members(id),
  purpose text NOT NULL,
  expires_at timestamptz NOT NULL
);
