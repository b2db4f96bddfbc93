import { type BulkProductAction, type BulkProductsResponse, bulkProductsMessage } from '@aurora-store/api';
import { type BulkToast, bulkToast } from '../list/bulk-toast';
import { productsNoun } from './admin-products-messages';

type BulkAnswer = BulkProductsResponse['data'];

export interface BulkFailure {
  id: string;
  /** The product's name, or what stands for it once the store no longer knows it. */
  name: string;
  reason: string;
}

export interface BulkOutcome {
  /** The one toast: the counts, a success when nothing failed. */
  toast: BulkToast;
  /** Each row the action could not change, named with the server's reason. */
  failures: BulkFailure[];
}

/** What a bulk action did, as the list reports it: '3 products deactivated', then ', 1 failed' if any did. */
export function bulkOutcome(answer: BulkAnswer): BulkOutcome {
  const done = bulkProductsMessage(answer.action, answer.succeeded.length);
  return {
    toast: bulkToast(done, answer.failed.length),
    failures: answer.failed.map((failure) => ({
      id: failure._id,
      name: failure.name ?? `Unknown product (${failure._id})`,
      reason: failure.message,
    })),
  };
}

const verbs: Record<BulkProductAction, string> = {
  activate: 'Activate',
  deactivate: 'Deactivate',
  delete: 'Delete',
};

/** The one confirmation a bulk action asks: its title, what will happen, and the confirm button's words. */
export function bulkConfirmation(action: BulkProductAction, count: number) {
  const products = `${count} ${productsNoun(count)}`;
  const consequence: Record<BulkProductAction, string> = {
    activate: `${count === 1 ? 'It shows' : 'They show'} in the store's catalogue again.`,
    deactivate: `${count === 1 ? 'It leaves' : 'They leave'} the store's catalogue until activated again.`,
    delete: `Are you sure you want to delete ${count === 1 ? 'this product' : `these ${products}`}? Past orders keep their lines.`,
  };
  return {
    title: `${verbs[action]} ${products}?`,
    message: consequence[action],
    confirmLabel: `${verbs[action]} ${products}`,
  };
}

export const bulkActionLabel = (action: BulkProductAction) => verbs[action];
