/** The one toast a bulk action ends with: a success when nothing failed, else an error that counts the failed. */
export interface BulkToast {
  tone: 'success' | 'error';
  title: string;
}

/** '3 orders updated', or '3 orders updated, 1 failed' when any failed. */
export function bulkToast(done: string, failedCount: number): BulkToast {
  return failedCount === 0
    ? { tone: 'success', title: done }
    : { tone: 'error', title: `${done}, ${failedCount} failed` };
}
