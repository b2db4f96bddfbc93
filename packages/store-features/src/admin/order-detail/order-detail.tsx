import type { AdminOrderDetail } from '@aurora-store/api';
import { Card } from '@aurora-store/ui';
import { OrderLines } from '../../common/order/order-lines';
import { OrderSection } from '../../common/order/order-section';
import { OrderTotals } from '../../common/order/order-totals';
import { ShippingAddressBlock } from '../../common/order/shipping-address';
import { OrderInvoice, PackingSlip, usePrintDocuments } from '../order-print';
import { CustomerDetails } from './customer-details';
import { OrderActivityList } from './order-activity-list';
import { OrderDetailHeader } from './order-detail-header';
import { OrderStatusControl } from './order-status-control';
import { OrderTimeline } from './order-timeline';
import { PaymentControl } from './payment-control';
import { useOrderChanges } from './use-order-changes';

export interface OrderDetailProps {
  order: AdminOrderDetail;
  /** The browser's print dialog (a story's spy). */
  openPrintDialog?: () => void;
}

/*
 * Below lg the sections stack in reading order (items, summary, customer, address, timeline, activity); from
 * lg the two columns hold them, each column keeping that order: the column wrappers are `contents` until then.
 */
const column = 'contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6';

/** A loaded order: its header and controls, then its sections (spec section 2, 'Admin order detail'). */
export function OrderDetail({ order, openPrintDialog }: OrderDetailProps) {
  const changes = useOrderChanges(order);
  const papers = () => (
    <>
      <OrderInvoice order={order} />
      <PackingSlip order={order} />
    </>
  );
  // Print, and the browser's own Print too, give the invoice and the packing slip rather than the screen.
  const printing = usePrintDocuments({ openPrintDialog, onBrowserPrint: papers });
  const printPapers = () => printing.print(papers());

  return (
    <>
      <OrderDetailHeader order={order} isPreparingPrint={printing.isPreparing} onPrint={printPapers} />
      <Card className="flex-row flex-wrap items-start gap-x-10 gap-y-4 overflow-visible p-5">
        <OrderStatusControl
          orderNumber={order.orderNumber}
          status={changes.pendingStatus ?? order.status}
          isSaving={changes.pendingStatus !== null}
          isBusy={changes.isConfirmingPayment}
          error={changes.statusError}
          onChange={(status) => void changes.changeStatus(status)}
        />
        <PaymentControl
          order={order}
          isConfirming={changes.isConfirmingPayment}
          isBusy={changes.pendingStatus !== null}
          error={changes.paymentError}
          onAsk={changes.clearPaymentError}
          onConfirm={changes.confirmPayment}
        />
      </Card>
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className={column}>
          <OrderSection title="Items" className="order-1">
            <OrderLines items={order.orderItems} aria-label={`Items in order ${order.orderNumber}`} />
          </OrderSection>
          <div className="order-5">
            <OrderTimeline order={order} />
          </div>
          <div className="order-6">
            <OrderActivityList order={order} onAddNote={changes.addNote} />
          </div>
        </div>
        <div className={column}>
          <OrderSection title="Order Summary" className="order-2">
            <OrderTotals {...order} />
          </OrderSection>
          <div className="order-3">
            <CustomerDetails customer={order.user} />
          </div>
          <OrderSection title="Shipping Address" className="order-4">
            <ShippingAddressBlock address={order.shippingAddress} />
          </OrderSection>
        </div>
      </div>
      {printing.printArea}
    </>
  );
}
