import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { mobile } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { AdminOrderDetailPage } from './admin-order-detail-page';
import { fakeOrderServer, processingOrder } from './stories-data';
import { OrderDetailInLayout } from './story-host';

/* Printing from the order detail: its invoice and packing slip, from Print or from the browser's own Print. */

const processing = fakeOrderServer(processingOrder);

const meta = {
  title: 'Admin/Order Detail/Print',
  component: AdminOrderDetailPage,
  tags: ['autodocs'],
  decorators: [withStore],
  render: (args) => <OrderDetailInLayout {...args} />,
  args: { orderId: processingOrder._id, onNavigate: fn(), onPrint: fn() },
  parameters: {
    layout: 'fullscreen',
    api: processing.routes,
    docs: {
      description: {
        component:
          "Printing an order's invoice and packing slip from its admin detail page. Stories: the Print " +
          "button, the browser's own Print (Ctrl+P), and a phone.",
      },
    },
  },
  beforeEach: processing.reset,
} satisfies Meta<typeof AdminOrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Print: the invoice and the packing slip go on the page, hidden, and the print dialog opens. */
export const Print: Story = {
  tags: ['visual'],
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    await waitFor(() => expect(args.onPrint).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const area = document.querySelector<HTMLElement>('[data-print-root]');
    if (!area) throw new Error('Nothing was put on the page to print');
    await expect(
      [...area.querySelectorAll('[data-print-document]')].map((paper) => paper.getAttribute('aria-label')),
    ).toEqual([
      `Invoice for order ${processingOrder.orderNumber}`,
      `Packing Slip for order ${processingOrder.orderNumber}`,
    ]);
    await expect(area).not.toBeVisible();
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.querySelector('[data-print-root]')).toBeNull());
  },
};

/** The browser's own Print (Ctrl+P): the same two papers, not the screen, put on the page as it starts. */
export const BrowserPrint: Story = {
  play: async ({ args }) => {
    await screen.findByRole('heading', { level: 1 });
    window.dispatchEvent(new Event('beforeprint'));
    const papers = document.querySelectorAll('[data-print-root] [data-print-document]');
    await expect(papers).toHaveLength(2);
    await expect(args.onPrint).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.querySelector('[data-print-root]')).toBeNull());
  },
};

export const PrintMobile: Story = { ...Print, ...mobile };
