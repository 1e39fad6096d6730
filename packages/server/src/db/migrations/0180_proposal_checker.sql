-- Maker-checker with the command line (issue 25): the OPS_TOKEN automation proposes a bonus or an
-- adjustment, and only a named operator approves one (never the automation, never the maker).
ALTER TABLE money_proposals DROP CONSTRAINT money_proposals_checker;
ALTER TABLE money_proposals ADD CONSTRAINT money_proposals_checker CHECK (
  status <> 'approved' OR (decided_by <> proposed_by AND decided_by LIKE 'operator:%')
);
