import type { Currency, Product } from '@aurora-store/api';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@aurora-store/ui';
import { useRef } from 'react';
import { Picture } from '../../common/picture';
import { ComparisonCell } from './comparison-cell';
import { COMPARISON_ROWS } from './comparison-rows';
import { useSidewaysOverflow } from './use-sideways-overflow';

export interface ComparisonTableProps {
  products: readonly Product[];
  currency: Currency;
  addingProductId: string | null;
  onAddToCart: (product: Product) => void;
  onRemove: (product: Product) => void;
}

type ComparisonColumn = { id: string; product: Product | null };

/*
 * Sticky first column: on a narrow screen the table scrolls sideways inside its frame and the row names stay
 * in view. It needs an opaque background of its own, or the scrolled cells would show through it.
 */
const stickyCell = 'sticky left-0 z-10 border-border border-r px-3 sm:px-4';

/*
 * Relative: the table's frame is not a containing block, so a visually hidden (absolute) text inside a cell
 * would otherwise sit at its place in the scrolled table and widen the whole page.
 */
const productCell = 'relative min-w-36 px-3 align-top sm:min-w-44 sm:px-4';

/**
 * One column per product, one row per feature (spec section 2, Comparison). It is the ui Table (a React Aria
 * grid): Tab enters it, the arrow keys move from cell to cell, scrolling the cell into view, and into a cell's
 * buttons; so its scrolling frame needs no tab stop of its own.
 *
 * When the products do not fit (a phone shows one and a half), a line above says so and the frame's end edge
 * fades until the last column is in view: a table cut at a column edge looks whole (issue 16).
 */
export function ComparisonTable({
  products,
  currency,
  addingProductId,
  onAddToCart,
  onRemove,
}: ComparisonTableProps) {
  const columns: ComparisonColumn[] = [
    { id: 'feature', product: null },
    ...products.map((product) => ({ id: product._id, product })),
  ];
  const dependencies = [currency, addingProductId, products];
  const container = useRef<HTMLDivElement>(null);
  // ui's Table names its scrolling frame with this slot.
  const overflow = useSidewaysOverflow(container, '[data-slot="table-frame"]');
  return (
    <div ref={container} className="flex flex-col gap-2">
      {overflow.isScrollable && (
        <p className="flex items-center gap-1.5 text-muted text-sm">
          Scroll sideways to see all {products.length} products
          <span aria-hidden="true">→</span>
        </p>
      )}
      <div className="relative">
        <Table aria-label="Product comparison" className="min-w-max">
          <TableHeader columns={columns} dependencies={dependencies}>
            {(column) =>
              column.product ? (
                <Column
                  id={column.id}
                  textValue={column.product.name}
                  className={`${productCell} w-36 normal-case tracking-normal sm:w-56`}
                >
                  <span className="flex w-full flex-col gap-2">
                    <Picture
                      src={column.product.image || undefined}
                      sizes="(min-width: 640px) 160px, 128px"
                      alt=""
                      ratio="square"
                      className="w-full max-w-32 sm:max-w-40"
                    />
                    <span className="font-semibold text-foreground text-sm">{column.product.name}</span>
                  </span>
                </Column>
              ) : (
                <Column id={column.id} isRowHeader className={`${stickyCell} w-28 bg-elevated align-bottom`}>
                  Feature
                </Column>
              )
            }
          </TableHeader>
          <TableBody items={COMPARISON_ROWS} dependencies={dependencies}>
            {(row) => (
              <Row id={row.id} columns={columns} dependencies={dependencies}>
                {(column) =>
                  column.product ? (
                    <Cell className={productCell}>
                      <ComparisonCell
                        row={row.id}
                        product={column.product}
                        currency={currency}
                        isAddingToCart={addingProductId === column.product._id}
                        onAddToCart={() => column.product && onAddToCart(column.product)}
                        onRemove={() => column.product && onRemove(column.product)}
                      />
                    </Cell>
                  ) : (
                    <Cell className={`${stickyCell} bg-surface align-top font-semibold text-foreground`}>
                      {row.label}
                    </Cell>
                  )
                }
              </Row>
            )}
          </TableBody>
        </Table>
        {overflow.hasMoreAtEnd && (
          <div
            data-slot="scroll-cue"
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-px end-px w-8 rounded-e-card bg-linear-to-r from-transparent to-surface"
          />
        )}
      </div>
    </div>
  );
}
