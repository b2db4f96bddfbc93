import type { Pagination } from './common';

/** A list answer's pagination for `page` of `limit` items out of `total` (zod-free: only its type is a schema's). */
export function paginate(page: number, limit: number, total: number): Pagination {
  const pages = Math.ceil(total / limit);
  return { page, pages, total, hasNext: page < pages, hasPrev: page > 1 };
}
