export { PaginatedTable } from './PaginatedTable'
export type { PaginatedTableProps, TableColumn } from './PaginatedTable'
