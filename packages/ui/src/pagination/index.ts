export { Pagination, type PaginationProps } from './pagination';
export { type PageSummary, type PaginationItem, pageSummary, paginationWindow } from './pagination-window';
