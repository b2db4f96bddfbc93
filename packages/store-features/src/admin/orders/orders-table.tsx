import { ADMIN_PAGE_SIZE, type AdminOrder, type OrderStatus } from '@aurora-store/api';
import { formatMoney, LinkButton, Skeleton } from '@aurora-store/ui';
import { EyeIcon } from '@aurora-store/ui/icons';
import { type AdminColumn, AdminDataTable, type AdminSelection } from '../list';
import { formatAdminDate } from '../shared/admin-format';
import { adminOrderHref } from '../shared/admin-hrefs';
import { type OrderRowChange, shownOrder } from './order-row-change';
import { OrderStatusSelect } from './order-status-select';
import { PaymentCell } from './payment-cell';

/**
 * Nine columns in the width the products list gives six, on a 1280 px laptop beside the admin sidebar (a frame of
 * 974 px): less air beside each than the other lists give, and only the customer's email gives way (CustomerCell).
 */
const DENSE = 'px-2';

/**
 * Below 1024 px the nine columns do not fit, and scrolling sideways to a row's status loses which order it is.
 * There each row is laid out as a card instead: the same grid, rows and cells (so selection, keys and screen
 * readers work as they do in the table), placed on four tracks: the checkbox, then three for the order (date,
 * items and total side by side, then payment and status, one above the other on a phone, where the order
 * number may also wrap at a hyphen). The header row keeps only its select-all box, which says what it does; each
 * cell says what it is with a label of its own.
 */
const CARDS_BELOW_LG = [
  'max-lg:[&_table]:block max-lg:[&_thead]:block max-lg:[&_tbody]:block',
  'max-lg:[&_thead_tr]:flex max-lg:[&_thead_th:not(:first-child)]:sr-only',
  'max-lg:[&_thead_th:first-child]:flex max-lg:[&_thead_th:first-child]:w-auto max-lg:[&_thead_th:first-child]:flex-1',
  'max-lg:[&_thead_th:first-child]:items-center max-lg:[&_thead_th:first-child]:gap-3',
  // Only once the box is there: while loading the page has nothing to select.
  "max-lg:[&_thead_th:first-child:has(input)]:after:content-['Select_all_on_this_page']",
  'max-lg:[&_tbody_tr]:grid max-lg:[&_tbody_tr]:grid-cols-[2rem_minmax(0,1.6fr)_minmax(0,0.6fr)_minmax(0,1fr)]',
  'max-lg:[&_tbody_tr]:gap-x-3 max-lg:[&_tbody_tr]:gap-y-3 max-lg:[&_tbody_tr]:p-4',
  'max-lg:[&_tbody_tr:not(:last-child)]:border-border max-lg:[&_tbody_tr:not(:last-child)]:border-b',
  'max-lg:[&_tbody_td]:border-0 max-lg:[&_tbody_td]:p-0 max-lg:[&_tbody_td]:text-start',
].join(' ');

/** A cell's own name, shown only on a card, where no column heading stands above it. */
function CardLabel({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="mb-1 block text-muted text-xs lg:hidden">
      {children}
    </span>
  );
}

/** An email that may wrap before its '@' ('noah.brown' over '@example.com'), copied and read out whole. */
function WrappingEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/**
 * The customer's name over their email: the one column that narrows to fit the table. Every other cell has a
 * width of its own (one line, a button, a dropdown), so the width the table lacks comes from this cell alone,
 * where the email wraps at its '@' (and a part too long for a line anywhere). A floor keeps a narrower screen,
 * which scrolls sideways instead, from squeezing it to a letter a line.
 */
function CustomerCell({ user }: { user: AdminOrder['user'] }) {
  return (
    <div className="flex flex-col gap-0.5 lg:min-w-24">
      <span className="text-foreground">
        {user.firstName} {user.lastName}
      </span>
      <span className="text-muted text-xs [overflow-wrap:anywhere]">
        <WrappingEmail email={user.email} />
      </span>
    </div>
  );
}

export interface OrdersTableProps {
  /** The page's orders; undefined while loading. */
  orders: readonly AdminOrder[] | undefined;
  /** The calls on their way, by order id: their rows are busy. */
  changes: ReadonlyMap<string, OrderRowChange>;
  selection: AdminSelection;
  isRefreshing: boolean;
  onStatusChange: (order: AdminOrder, status: OrderStatus) => void;
  onConfirmPayment: (order: AdminOrder) => Promise<void>;
}

/**
 * The orders list's table (spec section 2): Order #, Customer (name and email), Date, Items, Total, Payment
 * (with Confirm Payment), Status (an inline dropdown) and Actions (the way to the order's detail).
 */
export function OrdersTable({
  orders,
  changes,
  selection,
  isRefreshing,
  onStatusChange,
  onConfirmPayment,
}: OrdersTableProps) {
  const columns: AdminColumn<AdminOrder>[] = [
    {
      id: 'order',
      title: 'Order #',
      isRowHeader: true,
      className: `${DENSE} whitespace-nowrap font-medium text-foreground max-lg:col-span-2 max-lg:self-center max-lg:whitespace-normal`,
      cell: (order) => order.orderNumber,
      placeholder: <Skeleton className="w-40" />,
    },
    {
      id: 'customer',
      title: 'Customer',
      className: `${DENSE} max-lg:col-span-3 max-lg:col-start-2`,
      cell: (order) => <CustomerCell user={order.user} />,
      placeholder: (
        <div className="flex flex-col gap-1.5">
          <Skeleton className="w-28" />
          <Skeleton className="h-3 w-40" />
        </div>
      ),
    },
    {
      id: 'date',
      title: 'Date',
      className: `${DENSE} whitespace-nowrap max-lg:col-start-2 max-lg:whitespace-normal`,
      cell: (order) => (
        <>
          <CardLabel>Date</CardLabel>
          <time dateTime={order.createdAt}>{formatAdminDate(order.createdAt)}</time>
        </>
      ),
    },
    {
      id: 'items',
      title: 'Items',
      align: 'end',
      className: `${DENSE} tabular-nums`,
      cell: (order) => (
        <>
          <CardLabel>Items</CardLabel>
          <span>{order.itemsCount}</span>
        </>
      ),
      placeholder: <Skeleton className="ms-auto w-6" />,
    },
    {
      id: 'total',
      title: 'Total',
      align: 'end',
      className: `${DENSE} whitespace-nowrap tabular-nums`,
      cell: (order) => (
        <>
          <CardLabel>Total</CardLabel>
          <span>{formatMoney(order.totalPrice, 'USD')}</span>
        </>
      ),
      placeholder: <Skeleton className="ms-auto w-16" />,
    },
    {
      id: 'payment',
      title: 'Payment',
      className: `${DENSE} max-lg:col-span-3 max-lg:col-start-2 md:max-lg:col-span-1 md:max-lg:col-start-2`,
      cell: (order) => (
        <>
          <CardLabel>Payment</CardLabel>
          <PaymentCell order={order} isBusy={changes.has(order._id)} onConfirmPayment={onConfirmPayment} />
        </>
      ),
      placeholder: <Skeleton className="h-6 w-16 rounded-pill" />,
    },
    {
      id: 'status',
      title: 'Status',
      className: `${DENSE} max-lg:col-span-3 max-lg:col-start-2 md:max-lg:col-span-2`,
      cell: (order) => (
        <>
          <CardLabel>Status</CardLabel>
          <OrderStatusSelect
            order={order}
            isBusy={changes.has(order._id)}
            isSaving={changes.get(order._id)?.busy === 'status'}
            onChange={(status) => onStatusChange(order, status)}
          />
        </>
      ),
      placeholder: <Skeleton shape="block" className="h-10 w-36 lg:w-32" />,
    },
    {
      id: 'actions',
      title: 'Actions',
      align: 'end',
      // No start padding: the heading is wider than the icon under it, and the status column beside it leaves
      // room enough, so every column still fits a 1280 px laptop.
      className: `ps-0 pe-2 max-lg:col-start-4 max-lg:row-start-1 max-lg:self-center max-lg:justify-self-end`,
      cell: (order) => (
        <LinkButton
          variant="ghost"
          size="sm"
          href={adminOrderHref(order)}
          aria-label={`View order ${order.orderNumber}`}
          className="size-8 px-0"
        >
          <EyeIcon size="sm" />
        </LinkButton>
      ),
      placeholder: <Skeleton className="ms-auto w-8" />,
    },
  ];

  return (
    <div className={CARDS_BELOW_LG}>
      <AdminDataTable
        aria-label="Orders"
        columns={columns}
        items={orders?.map((order) => shownOrder(order, changes.get(order._id)))}
        itemKey={(order) => order._id}
        itemLabel={(order) => order.orderNumber}
        selection={selection}
        isRefreshing={isRefreshing}
        placeholderRows={ADMIN_PAGE_SIZE}
      />
    </div>
  );
}
