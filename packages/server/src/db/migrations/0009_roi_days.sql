-- The daily return's days (docs/server.md, "Daily return"): a day is recorded here once a run paid
-- every investment due that day, and only then. The catch-up runs every day since the first
-- investment that is not recorded (at most 400 back), so a run that stopped part-way through a
-- day (a crash, a kill -9, an outage) is finished by the next one; the roi_payouts key still
-- makes each (investment, day) pay once, whichever process or run gets there.
CREATE TABLE roi_days (
  day date PRIMARY KEY,
  completed_at timestamptz NOT NULL DEFAULT now()
);

-- How many investments a day has paid (the start log and `ops accrual` show it for a day that is
-- not complete) without reading every payout.
CREATE INDEX roi_payouts_day_idx ON roi_payouts (day);

-- Days paid before this table existed: complete unless an investment due that day has no payout
-- for it. An investment was due on a day after it was made if it still runs, or if it was paid
-- for a later day (so it ran then). The earlier rule resumed after the latest paid day, so a run
-- stopped part-way left that day short for good; such a day stays out of here and is finished by
-- the next catch-up (if it lies within the catch-up's 400 days) or by `ops accrue --day`.
INSERT INTO roi_days (day)
SELECT d.day FROM (SELECT DISTINCT day FROM roi_payouts) d
WHERE d.day < current_date
  AND NOT EXISTS (
    SELECT 1 FROM investments i JOIN plans p ON p.id = i.plan_id
    WHERE i.created_at < d.day
      AND NOT EXISTS (SELECT 1 FROM roi_payouts r WHERE r.investment_id = i.id AND r.day = d.day)
      AND (i.days_paid < p.days
           OR EXISTS (SELECT 1 FROM roi_payouts r WHERE r.investment_id = i.id AND r.day > d.day)));
