-- One business reward per member and milestone: the reward step can run any number of times.
CREATE TABLE business_rewards (
  member_id bigint NOT NULL REFERENCES members(id),
  milestone_cents bigint NOT NULL,
  reward_cents bigint NOT NULL,
  transaction_id bigint REFERENCES ledger_transactions(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, milestone_cents)
);
