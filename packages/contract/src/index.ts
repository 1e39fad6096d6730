// `@trellis/contract`: calls (paths, methods, types), entities, messages, constants and pure
// rules, without yup. The schemas are `@trellis/contract/schemas` (./schemas-entry).
export * from './messages'
export * from './constants'
export * from './helpers'
// Dates and amounts in the page's language: a module of their own, so a page that shows words and
// no money rules (the login page) loads them without the helpers.
export * from './display'
export * from './max-amounts'
export * from './entities'
export * from './rules'
export * from './calls'
export * from './economics'
export * from './decisions'
export * from './history'
export * from './inbox'
export * from './trends'
export * from './factors'
export * from './ops'
export * from './i18n'
