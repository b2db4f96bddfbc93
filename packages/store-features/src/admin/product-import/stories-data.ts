import {
  ADMIN_PRODUCTS_IMPORT_PATH,
  importHasErrorsMessage,
  PRODUCT_CSV_COLUMNS,
  type ProductImportResponse,
  type ProductImportRow,
  productsImportedMessage,
} from '@aurora-store/api';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { failure, type MockAnswer, type MockRequest, ok } from '../../common/story-support/mock-routes';

export const IMPORT_ROUTE = `POST ${ADMIN_PRODUCTS_IMPORT_PATH}`;

const header = PRODUCT_CSV_COLUMNS.join(',');

/** A file as a spreadsheet app saves it: a byte-order mark, CRLF lines, a quoted cell with one tag per line. */
export const csvText = [
  header,
  'AUR-HP-001,Aurora Headphones,Aurora,electronics,audio,Closed-back headphones,129.99,,40,10,true,false,,,"audio\nwireless",',
  'AUR-SP-002,Aurora Speaker,Aurora,electronics,audio,A small speaker,79.00,,12,10,true,false,,,,',
  'AUR-KB-003,Aurora Keyboard,Aurora,electronics,computers,Mechanical keyboard,99.00,,0,5,true,true,,,,',
  'AUR-MS-004,Aurora Mouse,Aurora,electronics,computers,Wireless mouse,39.00,,25,10,true,false,,,,',
  'AUR-CB-005,Aurora Cable,Aurora,electronics,accessories,USB-C cable,9.00,,100,10,true,false,,,,',
].join('\r\n');

export const csvFile = () => new File([`\uFEFF${csvText}\r\n`], 'catalogue.csv', { type: 'text/csv' });
/** What the server must receive: the same text without the byte-order mark. */
export const sentCsv = `${csvText}\r\n`;

type DryRun = ProductImportResponse['data'];

const row = (
  line: number,
  sku: string,
  name: string,
  action: ProductImportRow['action'],
  extra: Partial<ProductImportRow> = {},
): ProductImportRow => ({
  line,
  sku,
  name,
  action,
  errors: [],
  changes: [],
  ...extra,
});

function dryRunOf(rows: ProductImportRow[]): DryRun {
  const count = (action: ProductImportRow['action']) => rows.filter((each) => each.action === action).length;
  return {
    dryRun: true,
    summary: {
      rows: rows.length,
      create: count('create'),
      update: count('update'),
      unchanged: count('unchanged'),
      invalid: count('invalid'),
    },
    rows,
  };
}

/** Two new products, two changed, one as it is: importable. */
export const validDryRun = dryRunOf([
  row(2, 'AUR-HP-001', 'Aurora Headphones', 'create'),
  row(3, 'AUR-SP-002', 'Aurora Speaker', 'update', { changes: ['price', 'stock'] }),
  row(4, 'AUR-KB-003', 'Aurora Keyboard', 'update', { changes: ['isFeatured'] }),
  row(5, 'AUR-MS-004', 'Aurora Mouse', 'unchanged'),
  row(6, 'AUR-CB-005', 'Aurora Cable', 'create'),
]);

/** Two rows wrong, one of them twice: nothing may be imported. */
export const badRowsDryRun = dryRunOf([
  row(2, 'AUR-HP-001', 'Aurora Headphones', 'create'),
  row(3, 'AUR-SP-002', 'Aurora Speaker', 'invalid', {
    errors: [
      { field: 'price', message: 'Price must be a number' },
      { field: 'stock', message: 'Stock must be a whole number' },
    ],
  }),
  row(4, 'AUR-KB-003', 'Aurora Keyboard', 'update', { changes: ['stock'] }),
  row(5, 'AUR-MS-004', '', 'invalid', { errors: [{ field: 'name', message: 'Name is required' }] }),
  row(6, 'AUR-CB-005', 'Aurora Cable', 'create'),
]);

/** A catalogue-sized file: 10,000 rows, one in 25 wrong. */
export const largeDryRun = dryRunOf(
  Array.from({ length: 10_000 }, (_, index) => {
    const line = index + 2;
    const sku = `BULK-${String(index + 1).padStart(5, '0')}`;
    if (index % 25 === 7) {
      return row(line, sku, `Bulk product ${index + 1}`, 'invalid', {
        errors: [{ field: 'category', message: "Category 'gadgets' does not exist" }],
      });
    }
    return row(line, sku, `Bulk product ${index + 1}`, index % 3 === 0 ? 'update' : 'create', {
      changes: index % 3 === 0 ? ['price'] : [],
    });
  }),
);

export const dryRunAnswer = (dryRun: DryRun) => ok({ success: true, data: dryRun });

export const importedAnswer = (dryRun: DryRun) =>
  ok({
    success: true,
    message: productsImportedMessage(dryRun.summary.create, dryRun.summary.update),
    data: { ...dryRun, dryRun: false },
  });

export const missingColumnsAnswer = failure(400, 'The CSV is missing required columns: price, stock', [
  { field: 'price', message: 'Column price is missing' },
  { field: 'stock', message: 'Column stock is missing' },
]);

/** The catalogue changed between the check and the import: the server refuses the whole file. */
export const importRefusedAnswer = failure(400, importHasErrorsMessage(1), [
  { field: 'line 3: sku', message: 'SKU AUR-SP-002 was deleted since the check' },
]);

/** Every body the story's import route received; cleared before each story. */
export const sentBodies = fn<(body: unknown) => void>();

export function resetStoryState() {
  sentBodies.mockClear();
}

/** The import route: the dry run and the import each answer as the story says, and every body is recorded. */
export const importRoute = (answers: { dryRun: MockAnswer; import?: MockAnswer }) => ({
  [IMPORT_ROUTE]: ({ body }: MockRequest): MockAnswer => {
    sentBodies(body);
    const isDryRun = (body as { dryRun?: boolean } | undefined)?.dryRun !== false;
    return isDryRun ? answers.dryRun : (answers.import ?? failure(500, 'No import answer in this story'));
  },
});

/** The open dialog, found where its Modal renders it (outside the story's canvas). */
export async function findDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Import products from CSV' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** The file picker's hidden input: a real picker cannot be driven from a test, so a story uploads here. */
export function fileInputIn(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The import dialog has no file input');
  return input;
}

/** A toast, found in the app's toast region. */
export async function expectToast(title: string) {
  const region = await within(document.body).findByRole('region', { name: /Notifications/ });
  await expect(await within(region).findByText(title)).toBeVisible();
}
