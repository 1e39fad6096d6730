-- The member's activity inbox (issue 26, point 1; src/domain/inbox.ts): one row per event that
-- concerns a member. A money event is written by the posting's own statement (src/domain/posting.ts),
-- so it exists exactly when the money moved; team and security events with the change they report.
CREATE TABLE member_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members(id),
  kind text NOT NULL,
  -- What the event moved into the member's wallets (an adjustment may be negative), if money.
  amount_cents bigint,
  -- The other member: a transfer's sender, the new team member.
  other_member_id bigint REFERENCES members(id),
  transaction_id bigint REFERENCES ledger_transactions(id),
  detail text,
  -- Its mail is still to be sent (src/mail/event-mails.ts takes it, once).
  mail_due boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_events_member_idx ON member_events (member_id, id DESC);
CREATE INDEX member_events_mail_idx ON member_events (id) WHERE mail_due;

-- The newest event the member has seen (the bell counts the ones after it), and the mail topics
-- they switched off (src/contract inbox.ts mailTopics; security mails always go).
ALTER TABLE members ADD COLUMN inbox_seen_id bigint NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN mail_off text[] NOT NULL DEFAULT '{}';
