// The seam to the team module (src/team): joins and investments are recorded in the same
// transaction as the change, so team aggregates never drift.
export { recordJoin, recordInvestment } from '../team'
