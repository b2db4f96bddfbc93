import { Button } from '@aurora-store/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { OrderInvoice } from './order-invoice';
import { PackingSlip, PackingSlips } from './packing-slip';
import { PaperPreview } from './paper-preview';
import { largeOrder, paidOrder, unpaidOrder } from './stories-data';
import { usePrintDocuments } from './use-print-documents';

/**
 * An order's papers. In the app they are only printed (usePrintDocuments); here they are shown as white pages,
 * as the printer draws them.
 */
const meta = {
  title: 'Admin/Order Print',
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The papers printed for an order: its invoice and its packing slip. Stories: a paid and an ' +
          'unpaid invoice, a slip, several slips at once, a long invoice that wraps, printing from a ' +
          'screen, and phone to desktop widths.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const documentNamed = (canvas: Canvas, name: string) => within(canvas.getByRole('article', { name }));

/** The barcode is drawn once the library has loaded: bars, under the order number's name. */
async function expectBarcode(scope: Canvas, orderNumber: string) {
  const barcode = await scope.findByRole('img', { name: `Barcode of order ${orderNumber}` });
  await expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(20);
}

export const Invoice: Story = {
  tags: ['visual'],
  render: () => (
    <PaperPreview>
      <OrderInvoice order={paidOrder} />
    </PaperPreview>
  ),
  play: async ({ canvas }) => {
    const invoice = documentNamed(canvas, `Invoice for order ${paidOrder.orderNumber}`);
    await expect(invoice.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
    await expect(invoice.getByText('Aurora Store')).toBeVisible();
    await expect(invoice.getByText('100 Aurora Way')).toBeVisible();
    await expect(invoice.getAllByText(paidOrder.orderNumber).length).toBeGreaterThan(0);
    await expectBarcode(invoice, paidOrder.orderNumber);
    await expect(invoice.getByText('October 20, 2026')).toBeVisible();
    await expect(invoice.getByText('Paid on October 20, 2026')).toBeVisible();
    await expect(invoice.getByText('emma.wilson@example.com')).toBeVisible();
    await expect(invoice.getByText('1420 SE Belmont St')).toBeVisible();

    const rows = invoice.getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'ItemQtyUnit PriceLine Total',
      'Canvas Weekender Bag1$159.00$159.00',
      'Court Classic Sneakers1$89.00$89.00',
      'Z50 Mirrorless Camera1$1,199.00$1,199.00',
    ]);
    // Spec section 3: the subtotal is the total less tax and shipping; money with 2 decimals and $.
    const totals = invoice.getByText('Subtotal').closest('dl');
    await expect(totals).toHaveTextContent('Subtotal$1,447.00Shipping$10.00Tax$115.76Total$1,572.76');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const InvoiceUnpaid: Story = {
  render: () => (
    <PaperPreview>
      <OrderInvoice order={unpaidOrder} />
    </PaperPreview>
  ),
  play: async ({ canvas }) => {
    const invoice = documentNamed(canvas, `Invoice for order ${unpaidOrder.orderNumber}`);
    const payment = invoice.getByText('Payment').nextElementSibling;
    await expect(payment).toHaveTextContent('Pending');
    await expect(invoice.getByText('Subtotal').closest('dl')).toHaveTextContent(
      'Subtotal$29.00Shipping$10.00Tax$2.32Total$41.32',
    );
  },
};

/** No prices on the slip: the quantities, and a box to tick for each line. */
export const Slip: Story = {
  render: () => (
    <PaperPreview>
      <PackingSlip order={paidOrder} />
    </PaperPreview>
  ),
  play: async ({ canvas }) => {
    const slip = documentNamed(canvas, `Packing Slip for order ${paidOrder.orderNumber}`);
    await expect(slip.getByRole('heading', { level: 1, name: 'Packing Slip' })).toBeVisible();
    await expectBarcode(slip, paidOrder.orderNumber);
    await expect(slip.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Packed',
      'Item',
      'Qty',
    ]);
    await expect(slip.getAllByRole('row')).toHaveLength(4);
    await expect(slip.getByText('3 units')).toBeVisible();
    await expect(slip.getByText('Emma Wilson')).toBeVisible();
    await expect(canvas.getByRole('article').textContent).not.toContain('$');
  },
};

/** The orders list's print: one slip per order, each starting a page of its own when printed. */
export const SeveralSlips: Story = {
  render: () => (
    <PaperPreview>
      <PackingSlips orders={[paidOrder, unpaidOrder, largeOrder]} />
    </PaperPreview>
  ),
  play: async ({ canvas }) => {
    const slips = canvas.getAllByRole('article');
    await expect(slips.map((slip) => slip.getAttribute('aria-label'))).toEqual([
      `Packing Slip for order ${paidOrder.orderNumber}`,
      `Packing Slip for order ${unpaidOrder.orderNumber}`,
      `Packing Slip for order ${largeOrder.orderNumber}`,
    ]);
    await expectBarcode(within(slips[2] as HTMLElement), largeOrder.orderNumber);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Nine lines, a long name and a long street: everything wraps, nothing is cut off. */
export const LargeInvoice: Story = {
  render: () => (
    <PaperPreview>
      <OrderInvoice order={largeOrder} />
    </PaperPreview>
  ),
  play: async ({ canvas }) => {
    const invoice = documentNamed(canvas, `Invoice for order ${largeOrder.orderNumber}`);
    await expect(invoice.getAllByRole('row')).toHaveLength(10);
    await expect(invoice.getByText(/ring the bell twice/)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

function PrintSlipsScreen({ openPrintDialog }: { openPrintDialog: () => void }) {
  const { print, isPreparing, printArea } = usePrintDocuments({ openPrintDialog });
  return (
    <div className="flex flex-col items-start gap-4 p-6">
      <p className="text-muted">Three orders selected.</p>
      <Button
        isPending={isPreparing}
        onPress={() => print(<PackingSlips orders={[paidOrder, unpaidOrder, largeOrder]} />)}
      >
        Print packing slips
      </Button>
      {printArea}
    </div>
  );
}

const openPrintDialog = fn();

/**
 * From a screen: the slips go on the page, hidden, and the print dialog opens once their barcodes are drawn;
 * when it closes they leave the page.
 */
export const PrintFromScreen: Story = {
  render: () => <PrintSlipsScreen openPrintDialog={openPrintDialog} />,
  beforeEach: () => openPrintDialog.mockClear(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Print packing slips' }));
    await waitFor(() => expect(openPrintDialog).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const area = document.querySelector<HTMLElement>('[data-print-root]');
    if (!area) throw new Error('The print area is not on the page');
    await expect(area.parentElement).toBe(document.body);
    // Drawn before the dialog opened, and not shown on screen.
    await expect(area.querySelectorAll('[data-print-document]')).toHaveLength(3);
    await expect(area.querySelectorAll('[data-slot=order-barcode]')).toHaveLength(3);
    await expect(area).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print packing slips' })).toBeEnabled();

    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(document.querySelector('[data-print-root]')).toBeNull());
  },
};

export const InvoiceMobile: Story = { ...Invoice, ...mobile };
export const InvoiceTablet: Story = { ...Invoice, ...tablet };
export const InvoiceDesktop: Story = { ...Invoice, ...desktop };
export const SeveralSlipsMobile: Story = { ...SeveralSlips, ...mobile };
export const SeveralSlipsDesktop: Story = { ...SeveralSlips, ...desktop };
export const LargeInvoiceMobile: Story = { ...LargeInvoice, ...mobile };
