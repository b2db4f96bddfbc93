import type { ShippingAddress } from '@aurora-store/api';
import { cn } from '@aurora-store/ui';
import type { ReactNode } from 'react';
import { formatOrderDate } from '../../common/order/order-date';
import { OrderBarcode } from './order-barcode';
import type { PrintableOrder } from './print-lines';
import { STORE_ADDRESS, STORE_EMAIL, STORE_NAME, STORE_PHONE } from './store-contact';

interface DocumentFact {
  label: string;
  value: ReactNode;
}

export interface PrintDocumentProps {
  /** 'Invoice', 'Packing Slip': the document's heading, and its name for assistive technology. */
  title: string;
  order: Pick<PrintableOrder, 'orderNumber' | 'createdAt'>;
  /** The document's own facts, after the order's number and date that every document states ('Payment'). */
  facts: readonly DocumentFact[];
  children: ReactNode;
}

/**
 * One sheet of paper: black on white whatever the theme, the store's letterhead and the document's title
 * with the order number as text and as a barcode, then its facts. In print each document starts on a page of
 * its own.
 */
export function PrintDocument({ title, order, facts, children }: PrintDocumentProps) {
  return (
    <article
      data-print-document=""
      aria-label={`${title} for order ${order.orderNumber}`}
      className="flex flex-col gap-6 bg-white font-sans text-black text-sm leading-normal"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-8 gap-y-4 border-black border-b-2 pb-4">
        <div className="flex flex-col gap-1">
          <p className="font-bold text-xl">{STORE_NAME}</p>
          <address className="flex flex-col text-neutral-800 not-italic">
            {STORE_ADDRESS.map((line) => (
              <span key={line}>{line}</span>
            ))}
            <span>{STORE_EMAIL}</span>
            <span>{STORE_PHONE}</span>
          </address>
        </div>
        <div className="flex min-w-0 flex-col items-start gap-1 sm:items-end">
          <h1 className="font-bold text-2xl uppercase tracking-wide">{title}</h1>
          <OrderBarcode value={order.orderNumber} />
          <p className="break-all font-mono text-base">{order.orderNumber}</p>
        </div>
      </header>
      <DocumentFacts
        facts={[
          { label: 'Order Number', value: order.orderNumber },
          { label: 'Order Date', value: formatOrderDate(order.createdAt) },
          ...facts,
        ]}
      />
      {children}
    </article>
  );
}

/** The facts under the letterhead ('Order Number', 'Order Date' ...), side by side as the page allows. */
function DocumentFacts({ facts }: { facts: readonly DocumentFact[] }) {
  return (
    <dl className="grid grid-cols-[repeat(auto-fit,minmax(10rem,1fr))] gap-4">
      {facts.map((fact) => (
        <div key={fact.label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="font-semibold text-neutral-800 text-xs uppercase tracking-wide">{fact.label}</dt>
          <dd className="break-words">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled block of a document: 'Ship To', 'Bill To'. */
export function DocumentBlock({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('flex min-w-0 flex-col gap-1', className)}>
      <h2 className="font-semibold text-neutral-800 text-xs uppercase tracking-wide">{title}</h2>
      {children}
    </section>
  );
}

/** Where the parcel goes: name, street, city, state and ZIP, country, and the phone for the carrier. */
export function ShipTo({ address }: { address: ShippingAddress }) {
  return (
    <DocumentBlock title="Ship To">
      <address className="flex flex-col not-italic">
        <span className="font-semibold">
          {address.firstName} {address.lastName}
        </span>
        <span>{address.street}</span>
        <span>
          {address.city}, {address.state} {address.zipCode}
        </span>
        <span>{address.country}</span>
        {address.phone && <span>Phone: {address.phone}</span>}
      </address>
    </DocumentBlock>
  );
}
