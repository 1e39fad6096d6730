export { Pagination } from './Pagination'
export type { PaginationProps } from './Pagination'
export { pageItems } from './page-items'
export type { PageItem } from './page-items'
