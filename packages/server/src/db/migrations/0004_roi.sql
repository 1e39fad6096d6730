-- One ROI payout per investment per day: the daily accrual can run any number of times.
CREATE TABLE roi_payouts (
  investment_id bigint NOT NULL REFERENCES investments(id),
  day date NOT NULL,
  transaction_id bigint NOT NULL REFERENCES ledger_transactions(id),
  PRIMARY KEY (investment_id, day)
);
