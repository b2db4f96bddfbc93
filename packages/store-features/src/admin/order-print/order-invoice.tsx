import { formatMoney } from '@aurora-store/ui';
import { formatOrderDate } from '../../common/order/order-date';
import { orderTotalRows } from '../../common/order/order-money';
import { DocumentBlock, PrintDocument, ShipTo } from './document-parts';
import { PaperCell, type PaperColumn, PaperTable } from './paper-table';
import { invoiceLines, type PrintableOrder } from './print-lines';
import { STORE_EMAIL, STORE_NAME } from './store-contact';

/** Money on paper as in every order: dollars with 2 decimals (spec section 9). */
const dollars = (amount: number) => formatMoney(amount, 'USD');

const invoiceColumns: readonly PaperColumn[] = [
  { label: 'Item' },
  { label: 'Qty', className: 'text-end' },
  { label: 'Unit Price', className: 'text-end' },
  { label: 'Line Total', className: 'text-end' },
];

/**
 * The order's invoice: who bought it and where it goes, each line with its quantity, unit price and line total,
 * then subtotal, shipping, tax and total. The payment line says whether and when it was paid.
 */
export function OrderInvoice({ order }: { order: PrintableOrder }) {
  const totals = orderTotalRows(order);
  return (
    <PrintDocument
      title="Invoice"
      order={order}
      facts={[
        {
          label: 'Payment',
          value: order.isPaid && order.paidAt ? `Paid on ${formatOrderDate(order.paidAt)}` : 'Pending',
        },
      ]}
    >
      <div className="grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-6">
        <DocumentBlock title="Bill To">
          <p className="font-semibold">
            {order.user.firstName} {order.user.lastName}
          </p>
          <p className="break-words">{order.user.email}</p>
        </DocumentBlock>
        <ShipTo address={order.shippingAddress} />
      </div>
      <PaperTable caption={`Items in order ${order.orderNumber}`} columns={invoiceColumns}>
        {invoiceLines(order.orderItems).map((line) => (
          <tr key={line.key} className="break-inside-avoid">
            <PaperCell className="break-words">{line.name}</PaperCell>
            <PaperCell isNumber>{line.quantity}</PaperCell>
            <PaperCell isNumber>{dollars(line.unitPrice)}</PaperCell>
            <PaperCell isNumber>{dollars(line.lineTotal)}</PaperCell>
          </tr>
        ))}
      </PaperTable>
      <dl className="ms-auto flex w-full max-w-xs flex-col gap-1.5 break-inside-avoid">
        {totals.map((row) => (
          <div
            key={row.label}
            className={
              row.label === 'Total'
                ? 'mt-1 flex justify-between gap-4 border-black border-t-2 pt-2 font-bold text-base'
                : 'flex justify-between gap-4'
            }
          >
            <dt>{row.label}</dt>
            <dd className="tabular-nums">{dollars(row.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="border-neutral-400 border-t pt-4 text-center text-neutral-800">
        Thank you for shopping with {STORE_NAME}. Questions about this order? Write to {STORE_EMAIL} and quote
        order {order.orderNumber}.
      </p>
    </PrintDocument>
  );
}
