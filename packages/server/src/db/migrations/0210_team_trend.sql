-- The team page's chart (issue 26, point 5; src/team/aggregates.ts recordJoin): members who joined
-- each member's whole team per week (weeks from Monday, UTC). One row per upline and week, kept in
-- the sign-up's transaction as the other team tables are, so the chart reads at most 12 rows.
CREATE TABLE team_joins_weekly (
  ancestor_id bigint NOT NULL,
  week date NOT NULL,
  joined bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, week)
);

INSERT INTO team_joins_weekly (ancestor_id, week, joined)
SELECT c.ancestor_id, date_trunc('week', m.created_at AT TIME ZONE 'UTC')::date, count(*)
FROM member_closure c JOIN members m ON m.id = c.member_id
GROUP BY 1, 2;
