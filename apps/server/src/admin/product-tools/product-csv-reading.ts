import {
  type FieldError,
  IMPORT_SPECIFICATION_FORMAT_MESSAGE,
  importNotANumberMessage,
  importSpecificationRepeatedMessage,
  type ProductCsvColumn,
} from '@aurora-store/api/contract';
import { neutraliseFormula } from '../operations/csv';

/*
 * One CSV record's cells read back into the values of the product form (adminProductBodySchema's input): the
 * inverse of product-csv-cells.ts. Only what a cell's text cannot say is refused here (a price that is not a
 * number, a specification line without its name); every other rule is the contract's, applied afterwards.
 */

/** The cells of one record by column; a column the file does not have is absent. */
export type CsvCells = Partial<Record<ProductCsvColumn, string>>;

export interface ReadCells {
  /** The form's fields the cells give (a column absent, or empty where empty means "not given", is left out). */
  values: Record<string, unknown>;
  /** Cells whose text cannot be a value at all, by column. */
  errors: FieldError[];
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const BOOLEAN = /^(true|false)$/i;
const LINE_BREAK = /\r\n|\r|\n/;

/** The form's labels for the numbers, so a cell's refusal reads like the form's. */
const NUMBER_LABELS = {
  price: 'Price',
  comparePrice: 'Compare price',
  stock: 'Stock',
  lowStockThreshold: 'Low stock threshold',
} as const satisfies Partial<Record<ProductCsvColumn, string>>;

/**
 * A cell's text as it was before the export kept it from running as a formula: the apostrophe that csv.ts
 * puts before '=', '+', '-', '@', a tab or a CR comes off again, and only that one (any other stays).
 */
export function withoutFormulaGuard(text: string): string {
  const rest = text.slice(1);
  return text.startsWith("'") && neutraliseFormula(rest) === text ? rest : text;
}

/** The non-blank lines of a list cell, trimmed. */
export function cellLines(text: string): string[] {
  return text
    .split(LINE_BREAK)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function readProductCells(cells: CsvCells): ReadCells {
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  const refuse = (field: ProductCsvColumn, message: string) => errors.push({ field, message });

  for (const [column, cell] of Object.entries(cells) as [ProductCsvColumn, string][]) {
    const text = withoutFormulaGuard(cell);
    const empty = text.trim() === '';
    switch (column) {
      case 'price':
      case 'stock':
        // Empty: the contract says it is required.
        if (!empty) readNumber(column, text, values, refuse);
        break;
      case 'comparePrice':
        if (empty) values[column] = null;
        else readNumber(column, text, values, refuse);
        break;
      // Empty means "not given" where an empty value means nothing: the default on create, the product's own
      // value on update.
      case 'lowStockThreshold':
        if (!empty) readNumber(column, text, values, refuse);
        break;
      case 'isActive':
      case 'isFeatured':
        // Anything but true or false goes on as text, for the contract to refuse in its own words.
        if (!empty) values[column] = BOOLEAN.test(text.trim()) ? text.trim().toLowerCase() === 'true' : text;
        break;
      case 'images':
        values[column] = cellLines(text).map(readImageLine);
        break;
      case 'features':
      case 'tags':
        values[column] = cellLines(text);
        break;
      case 'specifications':
        readSpecifications(text, values, refuse);
        break;
      default:
        values[column] = text;
    }
  }
  return { values, errors };
}

function readNumber(
  column: keyof typeof NUMBER_LABELS,
  text: string,
  values: Record<string, unknown>,
  refuse: (field: ProductCsvColumn, message: string) => void,
) {
  const trimmed = text.trim();
  if (NUMBER.test(trimmed)) values[column] = Number(trimmed);
  else refuse(column, importNotANumberMessage(NUMBER_LABELS[column]));
}

/** 'url alt text': the URL up to the first space, the rest its alt text. */
function readImageLine(line: string): { url: string; alt: string } {
  const space = line.search(/\s/);
  return space === -1
    ? { url: line, alt: '' }
    : { url: line.slice(0, space), alt: line.slice(space + 1).trim() };
}

function readSpecifications(
  text: string,
  values: Record<string, unknown>,
  refuse: (field: ProductCsvColumn, message: string) => void,
) {
  // A Map, not an object: a name such as '__proto__' is a name like any other.
  const specifications = new Map<string, string>();
  for (const line of cellLines(text)) {
    const colon = line.indexOf(':');
    const name = colon === -1 ? '' : line.slice(0, colon).trim();
    if (name === '') return refuse('specifications', IMPORT_SPECIFICATION_FORMAT_MESSAGE);
    if (specifications.has(name)) return refuse('specifications', importSpecificationRepeatedMessage(name));
    specifications.set(name, line.slice(colon + 1).trim());
  }
  values.specifications = Object.fromEntries(specifications);
}
