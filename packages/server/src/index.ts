// The server package's public surface (tests and scripts import from here).
export { buildApp, type AppOptions } from './app'
export { openDatabase, type Database, type Db, type Tx } from './db/client'
export { migrate } from './db/migrate'
export { readEnv, type Env } from './env'
