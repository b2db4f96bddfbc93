import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { findToast } from '../../common/story-support/find-toast';
import { failure } from '../../common/story-support/mock-routes';
import { mobile } from '../../common/story-support/viewports';
import { listStoryMeta } from '../list/list-story-meta';
import { type SavedFile, watchSaves } from '../list/list-story-steps';
import { AdminProductsPage, type AdminProductsPageProps } from './admin-products-page';
import { EXPORT_ROUTE, fakeAdminCatalogue } from './stories-data';
import { ProductsAtUrl } from './story-host';

const catalogue = fakeAdminCatalogue();
const saved: SavedFile[] = [];

/** The catalogue as CSV (issue 13): exactly what the list shows, every page. */
const meta = {
  title: 'Admin/Products/Export',
  component: AdminProductsPage,
  tags: ['autodocs'],
  args: { query: '?status=active&page=2', onQueryChange: fn() },
  ...listStoryMeta((args: AdminProductsPageProps) => <ProductsAtUrl {...args} />, catalogue),
  parameters: {
    layout: 'fullscreen',
    api: catalogue.routes,
    docs: {
      description: {
        component:
          'The admin products list exported as a CSV file with its filters. Stories: the export, busy, ' +
          'failing, and a phone.',
      },
    },
  },
  beforeEach: () => {
    catalogue.reset();
    return watchSaves(saved);
  },
} satisfies Meta<typeof AdminProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's filters go with it, not its page; the answer is saved under the name the server gave it. */
export const Exports: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Products' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const params = catalogue.exportRequests.at(-1)?.searchParams;
    await expect(params ? Object.fromEntries(params) : undefined).toEqual({ status: 'active' });
    await expect(saved[0]?.fileName).toBe('products.csv');
    await expect(await saved[0]?.text).toMatch(/^sku,name,price,stock\n/);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

/** Busy: while the file is on its way the button is pending and a second press does nothing. */
export const Exporting: Story = {
  parameters: { api: { ...catalogue.routes, [EXPORT_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Products' });
    const button = canvas.getByRole('button', { name: 'Export CSV' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.click(button);
    await expect(saved).toHaveLength(0);
  },
};

/** A failed export: a toast says so, with the server's reason; nothing is saved. */
export const ExportFails: Story = {
  parameters: { api: { ...catalogue.routes, [EXPORT_ROUTE]: failure(500, 'Database unavailable') } },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Products' });
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await findToast('Failed to export products: Database unavailable');
    await expect(saved).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  },
};

export const ExportsMobile: Story = { ...Exports, ...mobile };
