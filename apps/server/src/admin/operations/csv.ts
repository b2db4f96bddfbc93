import { Readable } from 'node:stream';

/*
 * CSV as RFC 4180 writes it: fields separated by commas, records ended by CRLF, a field holding a comma, a
 * double quote, CR or LF enclosed in double quotes with its quotes doubled. Text cells are also kept from
 * being run as spreadsheet formulas (OWASP "CSV Injection"): one starting with =, +, -, @, tab or CR gets a
 * leading apostrophe, which spreadsheets show as text and do not evaluate.
 */

export type CsvValue = string | number;

/*
 * Apostrophes already in front count as part of the start: text that itself begins with an apostrophe before
 * a formula character gets one more, so an import (which takes one off) gives back exactly the text.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Text a spreadsheet will show, never evaluate. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field. Numbers are the report's own figures and are written as they are; text is made safe first. */
export function csvField(value: CsvValue): string {
  if (typeof value === 'number') return String(value);
  const safe = neutraliseFormula(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, CRLF included. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** An amount of money in a cell: '1234.50', always two decimals, as a spreadsheet reads money. */
export function csvDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Where a page of a keyset read ended: the row's sort time as UTC text with its microseconds, and its id. */
export interface KeysetCursor {
  createdAt: string;
  id: string;
}

/**
 * A CSV file as a stream read page by page: the header row, then each page's records, the next page read after
 * the last row of the one before (`cursor` is that row's time as `KeysetCursor` keeps it), until a short page.
 * The file never holds more than one page in memory, and the client's reading paces the queries.
 */
export function keysetCsvStream<Row extends { id: string; cursor: string }>(
  header: readonly CsvValue[],
  readPage: (after: KeysetCursor | undefined) => Promise<Row[]>,
  toRecord: (row: Row) => string,
  pageSize: number,
): Readable {
  async function* chunks(): AsyncGenerator<string> {
    yield csvRecord(header);
    let after: KeysetCursor | undefined;
    for (;;) {
      const page = await readPage(after);
      if (page.length > 0) yield page.map(toRecord).join('');
      const last = page.at(-1);
      if (!last || page.length < pageSize) return;
      after = { createdAt: last.cursor, id: last.id };
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
