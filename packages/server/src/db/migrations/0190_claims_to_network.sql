-- A deposit paid to the network's own wallet by mistake (issue 25, src/domain/claims-to-network.ts):
-- the member's claim waits in the operators' queue with what the chain showed. A claim filed
-- without a chain leaves these empty.
ALTER TABLE deposits ADD COLUMN chain_id integer;
ALTER TABLE deposits ADD COLUMN from_address text;
ALTER TABLE deposits ADD COLUMN to_address text;
ALTER TABLE deposits ADD COLUMN to_wallet text CHECK (to_wallet IN ('hot-wallet', 'treasury'));
ALTER TABLE deposits ADD COLUMN block_number bigint;
ALTER TABLE deposits ADD CONSTRAINT deposits_chain_claim CHECK (
  (chain_id IS NULL) = (from_address IS NULL) AND (chain_id IS NULL) = (to_address IS NULL)
);
