import { cn } from '@aurora-store/ui';
import { formatOrderDate } from '../../common/order/order-date';
import {
  DocumentFacts,
  PrintDocument,
  paperCell,
  paperHeaderCell,
  paperNumber,
  ShipTo,
} from './document-parts';
import { invoiceLines, type PrintableOrder, unitsToPack } from './print-lines';

const unitsLabel = (units: number) => `${units} ${units === 1 ? 'unit' : 'units'}`;

/**
 * The order's packing slip: where the parcel goes and what goes in it, each line with its quantity and a box
 * to tick as it is packed. No prices: the slip travels in the parcel, which may be a gift.
 */
export function PackingSlip({ order }: { order: PrintableOrder }) {
  const lines = invoiceLines(order.orderItems);
  return (
    <PrintDocument title="Packing Slip" order={order}>
      <DocumentFacts
        facts={[
          { label: 'Order Number', value: order.orderNumber },
          { label: 'Order Date', value: formatOrderDate(order.createdAt) },
          { label: 'To Pack', value: unitsLabel(unitsToPack(order.orderItems)) },
        ]}
      />
      <ShipTo address={order.shippingAddress} />
      <table className="w-full border-collapse">
        <caption className="sr-only">Items to pack for order {order.orderNumber}</caption>
        <thead>
          <tr>
            <th scope="col" className={cn(paperHeaderCell, 'w-16')}>
              Packed
            </th>
            <th scope="col" className={paperHeaderCell}>
              Item
            </th>
            <th scope="col" className={cn(paperHeaderCell, 'text-end')}>
              Qty
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} className="break-inside-avoid">
              <td className={paperCell}>
                {/* A box drawn for a pen, not a control: the paper is what gets ticked. */}
                <span aria-hidden="true" className="inline-block size-5 border-2 border-black bg-white" />
              </td>
              <td className={cn(paperCell, 'break-words')}>{line.name}</td>
              <td className={cn(paperCell, paperNumber, 'font-semibold text-base')}>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-8 break-inside-avoid pt-6">
        {['Packed by', 'Checked by'].map((role) => (
          <p key={role} className="flex items-end gap-2">
            <span className="shrink-0">{role}:</span>
            <span aria-hidden="true" className="h-5 flex-1 border-black border-b" />
          </p>
        ))}
      </div>
    </PrintDocument>
  );
}

/** Packing slips for several orders at once (the orders list's selection), each on a page of its own. */
export function PackingSlips({ orders }: { orders: readonly PrintableOrder[] }) {
  return (
    <>
      {orders.map((order) => (
        <PackingSlip key={order._id} order={order} />
      ))}
    </>
  );
}
