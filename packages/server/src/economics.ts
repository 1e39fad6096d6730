// The rules live in the contract (`@trellis/contract`'s economics.ts), so the forms and the mocks
// state and charge exactly what the server does; server code imports them from here.
export { economics, percentOf } from '@trellis/contract'
