-- Per-address buckets are pruned (src/guard/rate-store.ts): buckets untouched for a day are full
-- again and are deleted a bounded batch at a time; this index keeps finding them one index range
-- scan instead of a scan of every bucket.
CREATE INDEX rate_buckets_updated_idx ON rate_buckets (updated_at);
