import type { Pagination as PaginationData } from '@aurora-store/api';
import { Pagination } from '@aurora-store/ui';

export interface AdminListPaginationProps {
  pagination: PaginationData;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/**
 * 'Showing X to Y of Z results' with Previous, the page numbers and Next, only when there is more than one page
 * (spec section 2). ui's Pagination says so when a page is past the last one (a link kept from a longer list)
 * and keeps to one row on a phone.
 */
export function AdminListPagination({ pagination, pageSize, onPageChange }: AdminListPaginationProps) {
  if (pagination.pages <= 1) return null;
  return (
    <Pagination
      page={pagination.page}
      pageSize={pageSize}
      totalItems={pagination.total}
      onPageChange={onPageChange}
    />
  );
}
