import {
  IMPORT_EMPTY_MESSAGE,
  importMissingColumnsMessage,
  importNotCsvMessage,
  importRepeatedColumnsMessage,
  importTooManyRowsMessage,
  importUnknownColumnsMessage,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED_COLUMNS,
  PRODUCT_IMPORT_MAX_ROWS,
  type ProductCsvColumn,
} from '@aurora-store/api/contract';
import { CsvError, parse } from 'csv-parse/sync';
import { badRequest } from '../../http/http-error';
import type { CsvCells } from './product-csv-reading';

/*
 * An import's file: RFC 4180 CSV read by csv-parse, its header naming the columns (any order, by name). A file
 * that cannot be read, or whose header would drop or invent data, is refused whole (400) before any row is
 * looked at: a typo in a column name must not silently leave a column out.
 */

export interface ImportRecord {
  /** The row's line as a spreadsheet counts rows (the header is line 1). */
  line: number;
  cells: CsvCells;
}

export interface ImportFile {
  columns: ProductCsvColumn[];
  records: ImportRecord[];
}

/** What a spreadsheet user can do about each way csv-parse refuses a file. */
const CSV_FAULTS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  INVALID_OPENING_QUOTE: 'a cell that does not start with a quote has one inside',
  CSV_INVALID_CLOSING_QUOTE: 'a quoted cell has text after its closing quote',
};

const KNOWN_COLUMNS: ReadonlySet<string> = new Set(PRODUCT_CSV_COLUMNS);

export function readImportFile(csv: string): ImportFile {
  const [header = [], ...rows] = parseRecords(csv);
  const columns = readHeader(header);
  const records: ImportRecord[] = [];
  rows.forEach((row, index) => {
    const line = index + 2;
    // A blank row (a spreadsheet's empty line, or one of empty cells) is no product, but it keeps its number.
    if (row.every((cell) => cell.trim() === '')) return;
    records.push({ line, cells: cellsOf(row, columns, line) });
  });
  if (records.length === 0) throw badRequest(IMPORT_EMPTY_MESSAGE);
  if (records.length > PRODUCT_IMPORT_MAX_ROWS) {
    throw badRequest(importTooManyRowsMessage(records.length, PRODUCT_IMPORT_MAX_ROWS));
  }
  return { columns, records };
}

function parseRecords(csv: string): string[][] {
  try {
    // Rows of another length are checked below, where the message can say which line and why.
    return parse(csv, { bom: true, relax_column_count: true });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // csv-parse counts the records it finished; the one it could not read is the next.
    const line = (typeof error.records === 'number' ? error.records : 0) + 1;
    throw badRequest(importNotCsvMessage(line, CSV_FAULTS[error.code] ?? 'it cannot be read'));
  }
}

/** The header's columns in file order; empty names at the end (a spreadsheet's unused columns) are let go. */
function readHeader(header: readonly string[]): ProductCsvColumn[] {
  const names = header.map((name) => name.trim());
  while (names.length > 0 && names.at(-1) === '') names.pop();
  const unknown = names.filter((name) => !KNOWN_COLUMNS.has(name));
  if (unknown.length > 0) {
    const shown = unknown.map((name) => (name === '' ? '(a column without a name)' : name));
    throw badRequest(importUnknownColumnsMessage([...new Set(shown)], PRODUCT_CSV_COLUMNS));
  }
  const repeated = names.filter((name, index) => names.indexOf(name) !== index);
  if (repeated.length > 0) throw badRequest(importRepeatedColumnsMessage([...new Set(repeated)]));
  const missing = PRODUCT_CSV_REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  if (missing.length > 0) throw badRequest(importMissingColumnsMessage(missing));
  return names as ProductCsvColumn[];
}

/** A row's cells by column; cells past the header's columns must be empty, and none may be missing. */
function cellsOf(row: readonly string[], columns: readonly ProductCsvColumn[], line: number): CsvCells {
  const extra = row.slice(columns.length);
  if (row.length < columns.length || extra.some((cell) => cell.trim() !== '')) {
    throw badRequest(
      importNotCsvMessage(line, `it has ${row.length} cells where the header has ${columns.length} columns`),
    );
  }
  return Object.fromEntries(columns.map((column, index) => [column, row[index] ?? '']));
}
