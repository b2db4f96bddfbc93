import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED_COLUMNS,
  PRODUCT_IMPORT_MAX_ROWS,
} from '@aurora-store/api/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error';
import { readImportFile } from './import-file';

const header = PRODUCT_CSV_REQUIRED_COLUMNS.join(',');
const row = 'LAMP-1,Lamp,Lumen,home,lighting,A lamp,12.50,3';

function refusal(csv: string): { status: number; message: string } {
  try {
    readImportFile(csv);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('reading an import file', () => {
  it('reads the columns by name in any order, each row with its line as a spreadsheet counts it', () => {
    const file = readImportFile(
      `\uFEFFstock, name ,sku,brand,category,subcategory,description,price,tags\r\n3,Lamp,LAMP-1,Lumen,home,lighting,"A lamp, lit",12.50,"a\nb"\r\n\r\n,,,,,,,,\r\n4,Desk,DESK-1,Lumen,home,office,A desk,99,\r\n`,
    );
    expect(file.columns).toEqual([
      'stock',
      'name',
      'sku',
      'brand',
      'category',
      'subcategory',
      'description',
      'price',
      'tags',
    ]);
    expect(file.records.map((record) => record.line)).toEqual([2, 5]);
    expect(file.records[0]?.cells).toMatchObject({ sku: 'LAMP-1', description: 'A lamp, lit', tags: 'a\nb' });
  });

  it('takes a file with every column, and lets unused columns at the end of a spreadsheet go', () => {
    const all = PRODUCT_CSV_COLUMNS.join(',');
    expect(readImportFile(`${all},,\n${row},,,,,,,,,,,\n`).records).toHaveLength(1);
  });

  it('names the required columns that are missing', () => {
    expect(refusal('sku,name,price\nA,B,1\n')).toEqual({
      status: 400,
      message: 'The CSV is missing required columns: brand, category, subcategory, description, stock',
    });
  });

  it('names unknown columns, so a typo never drops a column', () => {
    expect(refusal(`${header},prise\n${row},1\n`).message).toBe(
      `The CSV has unknown column: prise (the columns are ${PRODUCT_CSV_COLUMNS.join(', ')})`,
    );
    expect(refusal(`${header},,tags\n${row},,a\n`).message).toMatch(
      /^The CSV has unknown column: \(a column/,
    );
  });

  it('refuses a column named twice', () => {
    expect(refusal(`${header},sku\n${row},B\n`).message).toBe('The CSV names a column more than once: sku');
  });

  it('refuses a file that is not CSV, naming the line', () => {
    expect(refusal(`${header}\n${row}\nLAMP-2,"Lamp,Lumen,home,lighting,A lamp,1,1\n`)).toEqual({
      status: 400,
      message: 'Line 3 is not valid CSV: a quoted cell is never closed',
    });
    expect(refusal(`${header}\nLAMP-2,La"mp,Lumen,home,lighting,A lamp,1,1\n`).message).toBe(
      'Line 2 is not valid CSV: a cell that does not start with a quote has one inside',
    );
    expect(refusal(`${header}\n${row}\nLAMP-2,Lamp,Lumen\n`).message).toBe(
      'Line 3 is not valid CSV: it has 3 cells where the header has 8 columns',
    );
  });

  it('refuses a file without product rows, and one with too many', () => {
    expect(refusal(`${header}\n\n,,,,,,,\n`).message).toBe('The CSV has no product rows');
    expect(refusal('').message).toMatch(/missing required columns/);
    const rows = Array.from(
      { length: PRODUCT_IMPORT_MAX_ROWS + 1 },
      (_, index) => `S-${index},N,B,c,s,d,1,1`,
    );
    expect(refusal(`${header}\n${rows.join('\n')}\n`).message).toBe(
      `The CSV has ${PRODUCT_IMPORT_MAX_ROWS + 1} product rows; an import takes at most ${PRODUCT_IMPORT_MAX_ROWS}`,
    );
  });
});
