import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor } from 'storybook/test';
import { failure } from '../../common/story-support/mock-routes';
import { mobile } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { AdminProductsPage } from './admin-products-page';
import { EXPORT_ROUTE, fakeAdminCatalogue } from './stories-data';
import { ProductsAtUrl } from './story-host';

const catalogue = fakeAdminCatalogue();

/** What the browser was asked to save: the link's file name and the file's text. */
const saved: { fileName: string; text: Promise<string> }[] = [];

/**
 * The browser's save, watched: the object URL's file is kept and the download link's click is recorded
 * instead of saving a file on the test machine.
 */
function watchSaves() {
  saved.length = 0;
  const blobs = new Map<string, Blob>();
  const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:story/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revokeUrl = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ fileName: this.download, text: blobs.get(this.href)?.text() ?? Promise.resolve('') });
  });
  return () => {
    createUrl.mockRestore();
    revokeUrl.mockRestore();
    click.mockRestore();
  };
}

/** The catalogue as CSV (issue 13): exactly what the list shows, every page. */
const meta = {
  title: 'Admin/Products/Export',
  component: AdminProductsPage,
  decorators: [withStore],
  render: (args) => <ProductsAtUrl {...args} />,
  args: { query: '?status=active&page=2', onQueryChange: fn() },
  parameters: { layout: 'fullscreen', api: catalogue.routes },
  beforeEach: () => {
    catalogue.reset();
    return watchSaves();
  },
} satisfies Meta<typeof AdminProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A toast with this title: found once the toast region has it (the region is there only while it has toasts). */
const findToast = (title: string) =>
  screen.findByText(title, { selector: '[data-slot=toast] *' }, { timeout: 5000 });

/** The list's filters go with it, not its page; the answer is saved under the name the server gave it. */
export const Exports: Story = {
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
