/** The paging part of every list answer: this page, its size, the total and how many pages (at least 1). */
export function paging<S extends number>(page: number, pageSize: S, total: number) {
  return { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
