import { PRODUCT_IMPORT_MAX_BYTES } from '@aurora-store/api';

/** What the dialog needs to know of a chosen file before reading it. */
export interface ChosenFile {
  name: string;
  /** In bytes. */
  size: number;
}

/** The file types the picker offers: a spreadsheet app saves CSV as either, depending on the system. */
export const CSV_FILE_TYPES = ['.csv', 'text/csv'] as const;

const maxSizeLabel = `${PRODUCT_IMPORT_MAX_BYTES / 1024 / 1024} MB`;

/**
 * Why a file cannot be imported, before any call; null when it may be sent. The name decides the type, not
 * the browser's MIME guess: Windows reports a CSV as 'application/vnd.ms-excel', and some systems report none.
 */
export function importFileProblem(file: ChosenFile): string | null {
  if (!/\.csv$/i.test(file.name.trim())) {
    return `${file.name} is not a CSV file. Choose a file ending in .csv (a spreadsheet app saves one with Save as CSV).`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  if (file.size > PRODUCT_IMPORT_MAX_BYTES) {
    return `${file.name} is ${formatFileSize(file.size)}; a CSV import takes at most ${maxSizeLabel}. Split it into smaller files.`;
  }
  return null;
}

/** A file's size as a person reads it: '912 bytes', '18.4 KB', '2.5 MB' (1 KB = 1024 bytes, as the limit is counted). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${trimmedDecimal(kilobytes)} KB`;
  return `${trimmedDecimal(kilobytes / 1024)} MB`;
}

function trimmedDecimal(value: number): string {
  return value >= 100 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

/**
 * The file's text as the server should read it: without the byte-order mark spreadsheet apps put before
 * the header (Excel's 'CSV UTF-8'), which would otherwise become part of the first column's name.
 */
export function csvTextWithoutBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
