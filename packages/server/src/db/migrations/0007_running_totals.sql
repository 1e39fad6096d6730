-- Money writes without a shared row (docs/performance.md).
--
-- System accounts (fees, investments, earnings…) no longer keep a running balance under lock:
-- every movement of every member updated one row per system account, so all members queued behind
-- each other. Their figure is the sum of their entries (the view system_balances); the column
-- stays 0, and a check keeps anyone from writing it again.
UPDATE accounts SET balance_cents = 0 WHERE member_id IS NULL;
ALTER TABLE accounts ADD CONSTRAINT accounts_system_no_balance
  CHECK (member_id IS NOT NULL OR balance_cents = 0);

CREATE VIEW system_balances AS
  SELECT a.id, a.name, COALESCE(sum(e.amount_cents), 0)::bigint AS balance_cents
  FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
  WHERE a.member_id IS NULL
  GROUP BY a.id, a.name;

-- A member's earnings so far, kept in the same transaction as their entries, so the member's
-- figures cost one row read instead of a sum over their whole history: credits with a source
-- (ROI, level, membership, reward, bonus) and, of those, ROI.
ALTER TABLE members ADD COLUMN earned_cents bigint NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN earned_roi_cents bigint NOT NULL DEFAULT 0;
UPDATE members m SET
  earned_cents = x.total,
  earned_roi_cents = x.roi
FROM (
  SELECT a.member_id,
         sum(e.amount_cents) AS total,
         COALESCE(sum(e.amount_cents) FILTER (WHERE e.source_kind = 'roi'), 0) AS roi
  FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
  WHERE a.member_id IS NOT NULL AND e.amount_cents > 0 AND e.source_kind IS NOT NULL
  GROUP BY a.member_id
) x
WHERE x.member_id = m.id;
