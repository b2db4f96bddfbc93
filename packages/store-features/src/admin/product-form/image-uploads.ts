import type { ImageRow, RowKey } from './product-form-values';

/*
 * The rules of photos uploaded into the image rows (issue 39): which rows the files fill, how many go at once,
 * and what is left of a row whose file was refused.
 */

/** Uploads that run at once; the rest wait their turn, so ten photos dropped do not race each other. */
export const MAX_PARALLEL_UPLOADS = 3;

/** A row nobody has written in yet: the form's first empty row, or one just added. */
export function isBlankImageRow(row: ImageRow): boolean {
  return row.url.trim() === '' && row.alt.trim() === '' && row.upload === undefined;
}

/**
 * The row each file goes into, in the files' order: the blank rows first (so the form's starting empty row is
 * filled by the first photo, not left empty above it), then new rows at the end, keyed by `newKey`.
 */
export function uploadTargets(rows: readonly ImageRow[], fileCount: number, newKey: () => RowKey): RowKey[] {
  const blank = rows.filter(isBlankImageRow).map((row) => row.key);
  return Array.from({ length: fileCount }, (_, index) => blank[index] ?? newKey());
}

export interface PlacedUpload {
  key: RowKey;
  fileName: string;
  /** A local object URL of the file, shown until the row's URL is changed or the row leaves. */
  preview: string;
}

/** The rows with each upload in its row: an existing row takes it, a new key becomes a row at the end. */
export function placeUploads(rows: readonly ImageRow[], uploads: readonly PlacedUpload[]): ImageRow[] {
  const byKey = new Map(uploads.map((upload) => [upload.key, upload]));
  const withUpload = ({ fileName, preview }: PlacedUpload) => ({ fileName, preview, isUploading: true });
  const filled = rows.map((row) => {
    const upload = byKey.get(row.key);
    return upload ? { ...row, upload: withUpload(upload) } : row;
  });
  const known = new Set(rows.map((row) => row.key));
  const added = uploads
    .filter((upload) => !known.has(upload.key))
    .map((upload) => ({ key: upload.key, url: '', alt: '', upload: withUpload(upload) }));
  return [...filled, ...added];
}

/** The row's upload answered: its URL is the stored photo's, and it keeps its local preview. */
export function finishUpload(rows: readonly ImageRow[], key: RowKey, url: string): ImageRow[] {
  return rows.map((row) =>
    row.key === key && row.upload ? { ...row, url, upload: { ...row.upload, isUploading: false } } : row,
  );
}

/**
 * The row's file was refused: the row leaves, unless it is the last, which stays (at least one row always
 * remains) with its alt text and without the file.
 */
export function refuseUpload(rows: readonly ImageRow[], key: RowKey): ImageRow[] {
  if (rows.length > 1) return rows.filter((row) => row.key !== key);
  return rows.map((row) => (row.key === key ? { key: row.key, url: '', alt: row.alt } : row));
}

/** How many waiting uploads may start now, with `running` already under way. */
export function uploadsToStart(waiting: number, running: number, limit = MAX_PARALLEL_UPLOADS): number {
  return Math.max(0, Math.min(waiting, limit - running));
}

/** Whether any row's photo is still on its way: the form cannot be saved until it lands. */
export function isAnyUploadRunning(rows: readonly ImageRow[]): boolean {
  return rows.some((row) => row.upload?.isUploading === true);
}
