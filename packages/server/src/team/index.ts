// The team module: aggregates kept in the caller's transaction, and the team calls.
export { recordJoin, recordInvestment } from './aggregates'
export type { JoinRecord, InvestmentOptions } from './aggregates'
export { teamRoutes } from './team.routes'
export { teamData, levelPage, downLinePage, levelView, levelStats } from './team-reads'
export { treeView } from './team-tree'
export type { TreeRequest } from './team-tree'
