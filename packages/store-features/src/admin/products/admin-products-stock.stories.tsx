import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { failure } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { listStoryMeta } from '../list/list-story-meta';
import { AdminProductsPage, type AdminProductsPageProps } from './admin-products-page';
import { fakeAdminCatalogue, STOCK_ROUTE, storyProducts } from './stories-data';
import { ProductsAtUrl } from './story-host';

const catalogue = fakeAdminCatalogue();

/** Restock from the list (issue 13): the stock cell edits in place. */
const meta = {
  title: 'Admin/Products/Stock',
  component: AdminProductsPage,
  tags: ['autodocs'],
  args: { query: '', onQueryChange: fn() },
  ...listStoryMeta((args: AdminProductsPageProps) => <ProductsAtUrl {...args} />, catalogue),
  parameters: {
    layout: 'fullscreen',
    api: catalogue.routes,
    docs: {
      description: {
        component:
          "A product's stock changed from its row in the admin products list. Stories: Enter saves, " +
          'Escape cancels, refused, an empty field, saving, keyboard, and phone to desktop widths.',
      },
    },
  },
} satisfies Meta<typeof AdminProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// The candle: 92 in stock, threshold 10.
const product =
  storyProducts.find((candidate) => candidate.sku === storyProducts[4]?.sku) ?? storyProducts[0];
if (!product) throw new Error('No story product');
const editButton = () => screen.getByRole('button', { name: `Edit stock of ${product.name}` });
const stockField = () => screen.getByRole('textbox', { name: `Stock of ${product.name}` });
const rowOf = () => screen.getByRole('row', { name: new RegExp(product.name) });

async function openEditor() {
  await screen.findByRole('grid', { name: 'Products' });
  await userEvent.click(await waitFor(editButton));
  await waitFor(() => expect(stockField()).toHaveFocus());
}

/** Enter saves: the badge shows the new count, the toast is the server's, focus is back on the button. */
export const EnterSaves: Story = {
  tags: ['visual'],
  play: async () => {
    await openEditor();
    await expect(stockField()).toHaveValue(String(product.stock));
    await userEvent.clear(stockField());
    await userEvent.type(stockField(), '4');
    // Arrow keys are the field's while it is open (a step up), not the table's.
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(await within(rowOf()).findByText('Only 5 left')).toHaveAttribute('data-tone', 'warning');
    await screen.findByText(
      'Stock updated successfully',
      { selector: '[data-slot=toast] *' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(editButton()).toHaveFocus());
    await expect(screen.queryByRole('textbox', { name: `Stock of ${product.name}` })).not.toBeInTheDocument();
  },
};

/** Escape cancels: nothing is sent, the badge is as it was, focus is back on the button. */
export const EscapeCancels: Story = {
  play: async () => {
    await openEditor();
    await userEvent.clear(stockField());
    await userEvent.type(stockField(), '0');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(editButton()).toHaveFocus());
    await expect(within(rowOf()).getByText(`${product.stock} in stock`)).toBeVisible();
    await expect(catalogue.listRequests).toHaveLength(1);
  },
};

/** A refusal: the server's message under the field, what was typed kept, the field still open to fix. */
export const Refused: Story = {
  tags: ['visual'],
  parameters: {
    api: { ...catalogue.routes, [STOCK_ROUTE]: failure(400, 'Stock must be at most 1000000000') },
  },
  play: async () => {
    await openEditor();
    await userEvent.clear(stockField());
    await userEvent.type(stockField(), '1234');
    await userEvent.keyboard('{Enter}');
    await expect(await within(rowOf()).findByText('Stock must be at most 1000000000')).toBeVisible();
    await expect(stockField()).toHaveValue('1234');
    await expect(stockField()).toHaveAttribute('aria-invalid', 'true');
    await expect(stockField()).not.toHaveAttribute('readonly');
  },
};

/** An empty field is not sent: it says what it needs. */
export const EmptyRefused: Story = {
  play: async () => {
    await openEditor();
    await userEvent.clear(stockField());
    await userEvent.keyboard('{Enter}');
    await expect(await within(rowOf()).findByText('Enter the stock as a whole number from 0')).toBeVisible();
  },
};

/** Busy: a save on its way holds the field and its button. */
export const Saving: Story = {
  parameters: { api: { ...catalogue.routes, [STOCK_ROUTE]: 'never' } },
  play: async () => {
    await openEditor();
    await userEvent.clear(stockField());
    await userEvent.type(stockField(), '40{Enter}');
    const row = within(rowOf());
    await waitFor(() => expect(stockField()).toHaveAttribute('readonly'));
    await expect(row.getByRole('button', { name: /Save stock/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Keyboard only: from the row, the arrows reach the stock button; Enter opens the field, Escape closes it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Products' });
    canvas.getByRole('combobox', { name: 'Stock' }).focus();
    await userEvent.tab();
    // First row, then across: checkbox, product, category, price, then the stock cell's button.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    const first = storyProducts[0];
    const button = canvas.getByRole('button', { name: `Edit stock of ${first?.name}` });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: `Stock of ${first?.name}` })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Edit stock of ${first?.name}` })).toHaveFocus(),
    );
  },
};

export const EnterSavesMobile: Story = { ...EnterSaves, ...mobile };
export const RefusedMobile: Story = { ...Refused, ...mobile };
export const RefusedTablet: Story = { ...Refused, ...tablet };
export const RefusedDesktop: Story = { ...Refused, ...desktop };
