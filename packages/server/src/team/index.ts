// The team module's calls; its aggregates (./aggregates) are kept in the caller's transaction.
export { teamRoutes } from './team.routes'
