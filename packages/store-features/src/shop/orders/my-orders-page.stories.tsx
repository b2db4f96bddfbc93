import { MY_ORDERS_PAGE_SIZE } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { failure, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { MyOrdersPage } from './my-orders-page';
import {
  emptyOrdersAnswer,
  manyItemsOrder,
  myOrdersAnswer,
  pagedOrdersAnswer,
  populatedOrders,
  recordedOrders,
} from './stories-data';
import { CLEAR_HISTORY_ROUTE, clearableHistory, MY_ORDERS_ROUTE, recordingRoute } from './story-routes';

const confirmation =
  'Are you sure you want to clear your entire order history? This action cannot be undone.';

const meta = {
  title: 'Shop/My Orders',
  component: MyOrdersPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: { [MY_ORDERS_ROUTE]: ok(myOrdersAnswer(populatedOrders)) },
    docs: {
      description: {
        component:
          "The shopper's orders, page by page, with Clear History. Stories: loading, empty, a failed " +
          'load, populated, payment status, many items, page two, past the last page, a phone, signed ' +
          'out, clearing the history, keyboard.',
      },
    },
  },
  args: { user: shopper },
} satisfies Meta<typeof MyOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastRegion = () => within(document.body);
/** A toast's own text, not the same words on the page. */
const toastText = '[data-slot=toast] *';
const orderCards = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Orders' })).getAllByRole('heading', { level: 2 });

export const Loading: Story = {
  tags: ['visual'],
  parameters: { api: { [MY_ORDERS_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders...');
    await expect(canvas.queryByRole('button', { name: 'Clear History' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  parameters: { api: { [MY_ORDERS_ROUTE]: ok(emptyOrdersAnswer) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products');
    await expect(canvas.queryByRole('button', { name: 'Clear History' })).not.toBeInTheDocument();
  },
};

const failingThenWorking = (() => {
  let calls = 0;
  return recordingRoute(() => {
    calls += 1;
    return calls % 2 === 1 ? failure(500, 'Database unavailable') : ok(myOrdersAnswer(populatedOrders));
  });
})();

/** The list fails to load: the spec's message inline and as a toast; Try Again loads it. */
export const ErrorState: Story = {
  tags: ['visual'],
  name: 'Error',
  parameters: { api: { [MY_ORDERS_ROUTE]: failingThenWorking.handler } },
  beforeEach: () => failingThenWorking.reset(),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load orders');
    await expect(
      await toastRegion().findByText('Failed to load orders', { selector: toastText }),
    ).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('list', { name: 'Orders' })).toBeVisible();
  },
};

export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Orders' });
    await expect(orderCards(canvas)).toHaveLength(populatedOrders.length);
    const [first] = recordedOrders;
    if (!first) throw new Error('The recorded orders are empty');
    await expect(canvas.getByRole('heading', { name: `Order #${first.orderNumber}` })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: `View Details of order ${first.orderNumber}` }),
    ).toHaveAttribute('href', `/order/${first._id}`);
    for (const label of ['Delivered', 'Shipped', 'Processing', 'Cancelled', 'Pending']) {
      await expect(canvas.getAllByText(label, { selector: '[data-status]' }).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByText('$41.32')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear History' })).toBeEnabled();
  },
};

/** Each order says whether it is paid: 'Paid', or 'Pending Payment' so it never reads as the status. */
export const PaymentStatus: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Orders' });
    const unpaid = recordedOrders.find((order) => !order.isPaid);
    const paid = recordedOrders.find((order) => order.isPaid);
    if (!unpaid || !paid) throw new Error('The recorded orders need a paid and an unpaid one');
    const card = (orderNumber: string) => {
      const item = canvas.getByRole('heading', { name: `Order #${orderNumber}` }).closest('li');
      if (!item) throw new Error(`No card for ${orderNumber}`);
      return within(item);
    };
    await expect(card(unpaid.orderNumber).getByText('Pending Payment')).toBeVisible();
    await expect(card(unpaid.orderNumber).queryByText('Paid')).not.toBeInTheDocument();
    await expect(card(paid.orderNumber).getByText('Paid')).toBeVisible();
    await expect(card(paid.orderNumber).queryByText('Pending Payment')).not.toBeInTheDocument();
  },
};

/** Five lines: the first three are listed, then '+2 more'. */
export const ManyItems: Story = {
  parameters: { api: { [MY_ORDERS_ROUTE]: ok(myOrdersAnswer([manyItemsOrder])) } },
  play: async ({ canvas }) => {
    const items = await canvas.findByRole('list', { name: `Items in order ${manyItemsOrder.orderNumber}` });
    await expect(within(items).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('+2 more')).toBeVisible();
    const [, , , fourth, fifth] = manyItemsOrder.orderItems;
    await expect(canvas.queryByText(fourth?.name ?? '')).not.toBeInTheDocument();
    await expect(canvas.queryByText(fifth?.name ?? '')).not.toBeInTheDocument();
  },
};

const pagedRoute = recordingRoute(({ url }) =>
  ok(pagedOrdersAnswer(Number(url.searchParams.get('page') ?? 1))),
);

/** Fourteen orders, ten a page: Next asks for page 2 and shows the last four. */
export const PageTwo: Story = {
  parameters: { api: { [MY_ORDERS_ROUTE]: pagedRoute.handler } },
  beforeEach: () => pagedRoute.reset(),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Orders' });
    await expect(orderCards(canvas)).toHaveLength(MY_ORDERS_PAGE_SIZE);
    const pages = canvas.getByRole('navigation', { name: 'Order pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { name: 'Order #AUR-20261001-PAGE11' })).toBeVisible();
    await waitFor(() => expect(orderCards(canvas)).toHaveLength(4));
    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(pages).toHaveTextContent('Showing 11 to 14 of 14 results');
    const lastQuery = pagedRoute.requests.at(-1)?.url.searchParams;
    await expect(lastQuery?.get('page')).toBe('2');
    await expect(lastQuery?.get('limit')).toBe(String(MY_ORDERS_PAGE_SIZE));
  },
};

/** Thirty orders on the first page's answer; fourteen by the time page 3 is asked for. */
const shrinkingRoute = recordingRoute(({ url }) => {
  const page = Number(url.searchParams.get('page') ?? 1);
  return page === 1
    ? ok(myOrdersAnswer(pagedOrdersAnswer(1).data.orders, 1, 30))
    : ok(pagedOrdersAnswer(page));
});

/**
 * Orders removed meanwhile (in another tab): page 3 of what was 30 orders is past the last of the 14 left. The
 * pager claims no range and marks no page, and Previous goes back to the last page.
 */
export const PastTheLastPage: Story = {
  parameters: { api: { [MY_ORDERS_ROUTE]: shrinkingRoute.handler } },
  beforeEach: () => shrinkingRoute.reset(),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Orders' });
    const pages = canvas.getByRole('navigation', { name: 'Order pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(pages).toHaveTextContent('14 results on 2 pages'));
    await expect(pages).not.toHaveTextContent(/Showing/);
    await expect(pages.querySelector('[aria-current]')).toBeNull();
    await expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    await expect(pages).toHaveTextContent('Showing 11 to 14 of 14 results');
    await expect(orderCards(canvas)).toHaveLength(4);
  },
};

const longHistoryRoute = recordingRoute(({ url }) =>
  ok(myOrdersAnswer(pagedOrdersAnswer(1).data.orders, Number(url.searchParams.get('page') ?? 1), 120)),
);

/**
 * A long history on a phone: the first, the current and the last page between the arrows, on one row that fits
 * the screen, and Next still named for a screen reader.
 */
export const ManyPagesMobile: Story = {
  ...mobile,
  parameters: { api: { [MY_ORDERS_ROUTE]: longHistoryRoute.handler } },
  beforeEach: () => longHistoryRoute.reset(),
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: 'Orders' });
    const pages = within(canvas.getByRole('navigation', { name: 'Order pages' }));
    const shownPages = () => pages.getAllByRole('button', { name: /^Page/ }).map((page) => page.textContent);
    await expect(shownPages()).toEqual(['1', '12']);
    const controls = pages.getAllByRole('button');
    for (const control of controls) {
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(new Set(controls.map((control) => control.getBoundingClientRect().top)).size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownPages()).toEqual(['1', '2', '12']));
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

const signedOutRoute = recordingRoute(() => ok(myOrdersAnswer(populatedOrders)));

export const SignedOut: Story = {
  tags: ['visual'],
  args: { user: null },
  parameters: { api: { [MY_ORDERS_ROUTE]: signedOutRoute.handler } },
  beforeEach: () => signedOutRoute.reset(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Please Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(signedOutRoute.requests).toHaveLength(0);
  },
};

const confirmedClear = clearableHistory();

/** Clear History, confirmed: the server's message as a toast, and the empty list. */
export const ClearHistoryConfirmed: Story = {
  parameters: { api: confirmedClear.routes },
  beforeEach: () => confirmedClear.reset(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear History' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(confirmation);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear History' }));
    await expect(await toastRegion().findByText('Order history cleared successfully')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(confirmedClear.clearRequests).toHaveLength(1);
  },
};

const cancelledClear = clearableHistory();

export const ClearHistoryCancelled: Story = {
  parameters: { api: cancelledClear.routes },
  beforeEach: () => cancelledClear.reset(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear History' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(cancelledClear.clearRequests).toHaveLength(0);
    await expect(orderCards(canvas)).toHaveLength(populatedOrders.length);
  },
};

/** While the call runs the dialog is closed and Clear History is disabled. */
export const ClearHistoryBusy: Story = {
  parameters: { api: { [CLEAR_HISTORY_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Clear History' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear History' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(trigger).toBeDisabled();
    await expect(orderCards(canvas)).toHaveLength(populatedOrders.length);
  },
};

export const ClearHistoryFailed: Story = {
  parameters: { api: { [CLEAR_HISTORY_ROUTE]: failure(500, 'Database unavailable') } },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Clear History' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear History' }));
    await expect(await toastRegion().findByText('Failed to clear order history')).toBeVisible();
    await waitFor(() => expect(trigger).toBeEnabled());
    await expect(orderCards(canvas)).toHaveLength(populatedOrders.length);
  },
};

const keyboardClear = clearableHistory();

/** Keyboard only: Tab to Clear History, Enter opens the confirmation, Escape cancels, Tab reaches an order. */
export const Keyboard: Story = {
  parameters: { api: keyboardClear.routes },
  beforeEach: () => keyboardClear.reset(),
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Clear History' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.tab();
    const [first] = populatedOrders;
    await expect(
      canvas.getByRole('link', { name: `View Details of order ${first?.orderNumber}` }),
    ).toHaveFocus();
    await expect(keyboardClear.clearRequests).toHaveLength(0);
  },
};

export const PopulatedMobile: Story = { ...Populated, ...mobile };
export const PopulatedTablet: Story = { ...Populated, ...tablet };
export const PopulatedDesktop: Story = { ...Populated, ...desktop };
export const PageTwoMobile: Story = { ...PageTwo, ...mobile };
export const SignedOutMobile: Story = { ...SignedOut, ...mobile };
export const EmptyMobile: Story = { ...Empty, ...mobile };
