-- Log-in guessing is slowed without locking the member out (docs/security.md, "Login password").

-- How many locks a counter has started in a row: each further lock lasts twice as long (up to a
-- cap per policy); forgotten after a day without a failure.
ALTER TABLE auth_guards ADD COLUMN lock_count integer NOT NULL DEFAULT 0;

-- Browsers that signed in to an account (or reset its password) before: a random id in an
-- HttpOnly cookie, kept here only as its SHA-256. Such a browser with the right password is let
-- through a lock that strangers started.
CREATE TABLE known_devices (
  member_id bigint NOT NULL REFERENCES members(id),
  device_hash text NOT NULL,
  last_seen_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, device_hash)
);
