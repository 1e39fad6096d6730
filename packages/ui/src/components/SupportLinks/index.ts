export { SupportLinks } from './SupportLinks'
export type { SupportLink, SupportLinksProps } from './SupportLinks'
