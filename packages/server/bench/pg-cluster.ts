// The benchmark's PostgreSQL: the test suite's throwaway cluster, tuned for a bulk load of a
// million members (large buffers, long checkpoints).
import {
  FAST_SETTINGS,
  startCluster as startThrowaway,
  type Cluster,
} from '../test/helpers/pg-cluster'

export type { Cluster }

const SETTINGS = [
  ...FAST_SETTINGS,
  'shared_buffers=2GB',
  'work_mem=256MB',
  'maintenance_work_mem=1GB',
  'max_wal_size=16GB',
  'checkpoint_timeout=30min',
  'max_connections=20',
]

/** Starts a fresh cluster; `remove()` shuts it down and deletes its folder. */
export function startCluster(): Promise<Cluster> {
  return startThrowaway(SETTINGS)
}
