/**
 * Reads RFC 4180 CSV back into rows of fields, strictly: records end with CRLF, a quoted field may hold
 * commas, CR, LF and doubled quotes; anything else (a bare quote inside a field, a record without CRLF) throws.
 * Tests use it to prove the report is what a spreadsheet would read.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let index = 0;
  while (index < text.length) {
    let field = '';
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        if (index >= text.length) throw new Error('unterminated quoted field');
        if (text[index] === '"') {
          if (text[index + 1] === '"') {
            field += '"';
            index += 2;
            continue;
          }
          index += 1;
          break;
        }
        field += text[index];
        index += 1;
      }
    } else {
      while (index < text.length && text[index] !== ',' && text[index] !== '\r' && text[index] !== '\n') {
        if (text[index] === '"') throw new Error(`bare quote at ${index}`);
        field += text[index];
        index += 1;
      }
    }
    row.push(field);
    if (text[index] === ',') {
      index += 1;
    } else if (text.startsWith('\r\n', index)) {
      rows.push(row);
      row = [];
      index += 2;
    } else {
      throw new Error(`expected a comma or CRLF at ${index}`);
    }
  }
  if (row.length > 0) throw new Error('the last record does not end with CRLF');
  return rows;
}
