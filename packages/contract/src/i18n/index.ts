// The catalogue machinery every package shares (issue 27): the languages, the ICU subset and
// the message codes. The Hindi words are a separate entry (`@trellis/contract/i18n/hi`), loaded
// only by a Hindi page.
export * from './locale'
export * from './format'
export * from './codes'
export * from './mail'
