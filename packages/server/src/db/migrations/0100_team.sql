-- Team aggregates (the "team at scale" design, docs/team-scale.md). Derived from
-- members.sponsor_id and the members' investments; kept up to date in the same transaction as a
-- sign-up or an investment, so no team call walks the downline. Plain tables, no triggers, so
-- distributed Postgres-compatible engines can run it too.

-- Every (ancestor, descendant) pair of the sponsor tree with its distance: level 1 is a direct
-- referral. `position` numbers an ancestor's members of one level 1, 2, 3 … in join order (members
-- never leave), so page n of any list starts with an index seek to position 10(n-1), however deep
-- the page: the key is (ancestor, level, position), not (ancestor, level, member).
CREATE TABLE member_closure (
  ancestor_id bigint NOT NULL,
  member_id bigint NOT NULL,
  level integer NOT NULL CHECK (level >= 1),
  position bigint NOT NULL CHECK (position >= 1),
  PRIMARY KEY (ancestor_id, level, position)
);
-- A member's uplines (to update their aggregates) and "is X inside A's downline" in one probe.
CREATE UNIQUE INDEX member_closure_member_idx ON member_closure (member_id, ancestor_id);

-- Per (ancestor, level): how many members, their investments, and how many have not invested.
CREATE TABLE team_level_stats (
  ancestor_id bigint NOT NULL,
  level integer NOT NULL CHECK (level >= 1),
  member_count bigint NOT NULL DEFAULT 0,
  business_cents bigint NOT NULL DEFAULT 0,
  zero_investment_count bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (ancestor_id, level)
);

-- Per member: the sums over all levels, so list rows and the team summary read one row each.
CREATE TABLE team_totals (
  member_id bigint PRIMARY KEY,
  direct_count bigint NOT NULL DEFAULT 0,
  team_count bigint NOT NULL DEFAULT 0,
  team_business_cents bigint NOT NULL DEFAULT 0,
  team_zero_investment_count bigint NOT NULL DEFAULT 0
);

-- Back-fill members that joined before this migration (none on a fresh database). From here on
-- recordJoin / recordInvestment keep the three tables current.
INSERT INTO member_closure (ancestor_id, member_id, level, position)
WITH RECURSIVE up (member_id, ancestor_id, level) AS (
  SELECT id, sponsor_id, 1 FROM members WHERE sponsor_id IS NOT NULL
  UNION ALL
  SELECT u.member_id, m.sponsor_id, u.level + 1
    FROM up u JOIN members m ON m.id = u.ancestor_id
   WHERE m.sponsor_id IS NOT NULL
)
SELECT ancestor_id, member_id, level,
       row_number() OVER (PARTITION BY ancestor_id, level ORDER BY member_id)
  FROM up;

INSERT INTO team_level_stats (ancestor_id, level, member_count, business_cents,
                              zero_investment_count)
SELECT c.ancestor_id, c.level, count(*), sum(m.total_investment_cents),
       count(*) FILTER (WHERE m.total_investment_cents = 0)
  FROM member_closure c JOIN members m ON m.id = c.member_id
 GROUP BY c.ancestor_id, c.level;

INSERT INTO team_totals (member_id, direct_count, team_count, team_business_cents,
                         team_zero_investment_count)
SELECT m.id, coalesce(s.direct, 0), coalesce(s.team, 0), coalesce(s.business, 0),
       coalesce(s.zero, 0)
  FROM members m LEFT JOIN (
    SELECT ancestor_id, sum(member_count) FILTER (WHERE level = 1) AS direct,
           sum(member_count) AS team, sum(business_cents) AS business,
           sum(zero_investment_count) AS zero
      FROM team_level_stats GROUP BY ancestor_id
  ) s ON s.ancestor_id = m.id;
