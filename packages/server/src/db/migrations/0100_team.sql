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
