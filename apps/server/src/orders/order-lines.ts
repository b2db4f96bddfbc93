import {
  dollarsToCents,
  type OrderCreation,
  type OrderSummaryCents,
  PRICES_CHANGED_MESSAGE,
  productUnavailableMessage,
} from '@aurora-store/api/contract';
import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/open-database';
import { products } from '../db/schema';
import { conflict, HttpError } from '../http/http-error';
import { isUuid } from '../http/ids';
import { forSale } from '../products/product-view';

/** What the shopper asked for: a product and how many, nothing else from the body is trusted. */
export interface RequestedLine {
  productId: string;
  quantity: number;
  /** Where the product first appears in the payload's orderItems, to name the field of a refusal. */
  index: number;
}

/** A line as it will be sold: the catalogue's own name, first image and price. */
export interface PricedLine extends RequestedLine {
  name: string;
  image: string;
  priceCents: number;
}

/** Product id order: the order stock rows are locked in, and a fingerprint lists lines in. */
export function byProductId(a: RequestedLine, b: RequestedLine): number {
  if (a.productId === b.productId) return 0;
  return a.productId < b.productId ? -1 : 1;
}

/** One line per product, quantities added up, in the order the products first appear. */
export function mergeLines(items: OrderCreation['orderItems']): RequestedLine[] {
  const byProduct = new Map<string, RequestedLine>();
  items.forEach((item, index) => {
    // UUIDs compare case-insensitively in the database; one spelling per product keeps one line per product.
    const productId = item.product.toLowerCase();
    const line = byProduct.get(productId);
    if (line) line.quantity += item.quantity;
    else byProduct.set(productId, { productId, quantity: item.quantity, index });
  });
  return [...byProduct.values()];
}

/** A product that cannot be sold any more: deleted, switched off, or never there (a forged or stale id). */
export function unavailableProduct(line: RequestedLine, name: string | undefined): HttpError {
  const message = name ? productUnavailableMessage(name) : 'A product in your order is no longer available';
  return new HttpError(409, message, [{ field: `orderItems.${line.index}.product`, message }]);
}

/** Prices every line from the catalogue; refuses (409) any product that is not for sale. */
export async function priceLines(db: AppDatabase, lines: readonly RequestedLine[]): Promise<PricedLine[]> {
  const ids = lines.map((line) => line.productId).filter(isUuid);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            name: products.name,
            priceCents: products.priceCents,
            images: products.images,
            forSale,
          })
          .from(products)
          .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product?.forSale) throw unavailableProduct(line, product?.name);
    return {
      ...line,
      name: product.name,
      image: product.images[0]?.url ?? '',
      priceCents: product.priceCents,
    };
  });
}

/** Rounding on the client may differ by a cent; anything more means the shopper saw other prices. */
const SHOWN_TOTAL_TOLERANCE_CENTS = 1;

/** Refuses (409) an order whose shown tax, shipping or total is not what the server charges. */
export function checkShownTotals(
  summary: OrderSummaryCents,
  shown: Pick<OrderCreation, 'taxPrice' | 'shippingPrice' | 'totalPrice'>,
): void {
  const differs = (dollars: number, cents: number) =>
    Math.abs(dollarsToCents(dollars) - cents) > SHOWN_TOTAL_TOLERANCE_CENTS;
  if (
    differs(shown.taxPrice, summary.taxCents) ||
    differs(shown.shippingPrice, summary.shippingCents) ||
    differs(shown.totalPrice, summary.totalCents)
  ) {
    throw conflict(PRICES_CHANGED_MESSAGE);
  }
}
