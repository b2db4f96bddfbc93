import {
  IMPORT_EMPTY_MESSAGE,
  type ProductImportAction,
  type ProductImportResponse,
} from '@aurora-store/api';
import type { BadgeTone } from '@aurora-store/ui';

export type ImportSummary = ProductImportResponse['data']['summary'];

const countFormat = new Intl.NumberFormat('en-US');
/** A count as the dialog writes it: '9,600'. */
export const formatCount = (count: number) => countFormat.format(count);

export interface SummaryFigure {
  action: ProductImportAction;
  count: number;
  /** The figure in words: '3 to create', '1 with errors'. */
  label: string;
}

/** The dry run's figures in the order a store owner reads them: what is new, what changes, what stays, what is wrong. */
export function summaryFigures(summary: ImportSummary): SummaryFigure[] {
  return [
    { action: 'create', count: summary.create, label: `${formatCount(summary.create)} to create` },
    { action: 'update', count: summary.update, label: `${formatCount(summary.update)} to update` },
    { action: 'unchanged', count: summary.unchanged, label: `${formatCount(summary.unchanged)} unchanged` },
    { action: 'invalid', count: summary.invalid, label: `${formatCount(summary.invalid)} with errors` },
  ];
}

/** How many products an import would write. */
export function productsToWrite(summary: ImportSummary): number {
  return summary.create + summary.update;
}

/** The import is all or nothing: it may run only when no row is wrong and some row changes the catalogue. */
export function canImport(summary: ImportSummary): boolean {
  return summary.invalid === 0 && productsToWrite(summary) > 0;
}

/** The confirming button's label: 'Import 12 products', 'Import 1 product'. */
export function importButtonLabel(summary: ImportSummary): string {
  const count = productsToWrite(summary);
  return `Import ${formatCount(count)} ${count === 1 ? 'product' : 'products'}`;
}

/** Why the import button is disabled after a dry run, said beside it; null when it is enabled. */
export function importBlockedReason(summary: ImportSummary): string | null {
  if (summary.rows === 0) return IMPORT_EMPTY_MESSAGE;
  if (summary.invalid > 0) {
    const rows = summary.invalid === 1 ? '1 row has' : `${formatCount(summary.invalid)} rows have`;
    return `${rows} errors. Fix them in the file, choose it again and check it: nothing is imported while any row is wrong.`;
  }
  if (productsToWrite(summary) === 0)
    return 'Every product in the file is already in the catalogue as it is: nothing to import.';
  return null;
}

export interface ActionBadge {
  label: string;
  tone: BadgeTone;
}

/** What the dry run says a row would do, as a badge whose text carries the meaning (the colour only repeats it). */
export const actionBadges: Record<ProductImportAction, ActionBadge> = {
  create: { label: 'Create', tone: 'success' },
  update: { label: 'Update', tone: 'info' },
  unchanged: { label: 'Unchanged', tone: 'neutral' },
  invalid: { label: 'Error', tone: 'danger' },
};
