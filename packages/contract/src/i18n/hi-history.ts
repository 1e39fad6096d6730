// The history words said in Hindi, for the CSV statement of a Hindi member (the server's and the
// mocks'). A module of its own: the app says them through its catalogue, and the formatter here
// would otherwise become a chunk of its own beside the login page's.
import type { SayHistory } from '../history'
import { formatMessage } from './format'
import { hiHistory } from './hi'

/** The history words in Hindi. */
export const sayHistoryInHindi: SayHistory = (id, values) =>
  formatMessage('hi', hiHistory[id], values)
