// `@trellis/contract/schemas`: the yup side of the contract (every body schema, one per call,
// and checkBody for the server and the mocks). Forms load it with their route; the login screen
// and the call table (`@trellis/contract`) never do.
export * from './schemas'
export * from './call-schemas'
export * from './validate'
export * from './factor-schemas'
