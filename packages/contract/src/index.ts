// `@trellis/contract`: calls (paths, methods, types), entities, messages, constants and pure
// rules, without yup. The schemas are `@trellis/contract/schemas` (./schemas-entry).
export * from './messages'
export * from './constants'
export * from './helpers'
export * from './entities'
export * from './rules'
export * from './calls'
export * from './economics'
export * from './decisions'
export * from './history'
export * from './factors'
export * from './ops'
export * from './i18n'
