// What the HTTP layer needs beyond the domain's dependencies: the session checks of its hooks and
// the read queue. buildApp makes one; domain functions receive it as their `Deps`.
import type { Deps } from '../domain/context'
import type { Sessions } from './auth'
import type { ReadQueue } from './read-queue'

/** The domain's dependencies plus the routes' own. */
export interface HttpDeps extends Deps {
  sessions: Sessions
  /** Where reads wait their turn (src/http/read-queue.ts). */
  reads: ReadQueue
}
