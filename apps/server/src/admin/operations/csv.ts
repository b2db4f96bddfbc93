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
