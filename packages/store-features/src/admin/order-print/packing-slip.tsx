import { PrintDocument, ShipTo } from './document-parts';
import { PaperCell, type PaperColumn, PaperTable } from './paper-table';
import { invoiceLines, type PrintableOrder, unitsToPack } from './print-lines';

const unitsLabel = (units: number) => `${units} ${units === 1 ? 'unit' : 'units'}`;

const slipColumns: readonly PaperColumn[] = [
  { label: 'Packed', className: 'w-16' },
  { label: 'Item' },
  { label: 'Qty', className: 'text-end' },
];

/**
 * The order's packing slip: where the parcel goes and what goes in it, each line with its quantity and a box
 * to tick as it is packed. No prices: the slip travels in the parcel, which may be a gift.
 */
export function PackingSlip({ order }: { order: PrintableOrder }) {
  const lines = invoiceLines(order.orderItems);
  return (
    <PrintDocument
      title="Packing Slip"
      order={order}
      facts={[{ label: 'To Pack', value: unitsLabel(unitsToPack(order.orderItems)) }]}
    >
      <ShipTo address={order.shippingAddress} />
      <PaperTable caption={`Items to pack for order ${order.orderNumber}`} columns={slipColumns}>
        {lines.map((line) => (
          <tr key={line.key} className="break-inside-avoid">
            <PaperCell>
              {/* A box drawn for a pen, not a control: the paper is what gets ticked. */}
              <span aria-hidden="true" className="inline-block size-5 border-2 border-black bg-white" />
            </PaperCell>
            <PaperCell className="break-words">{line.name}</PaperCell>
            <PaperCell isNumber className="font-semibold text-base">
              {line.quantity}
            </PaperCell>
          </tr>
        ))}
      </PaperTable>
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
