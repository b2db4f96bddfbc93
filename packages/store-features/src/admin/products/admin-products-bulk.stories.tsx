import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { watchDialogTitles } from '../../common/story-support/dialog-titles';
import { findToast } from '../../common/story-support/find-toast';
import { failure } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { listStoryMeta } from '../list/list-story-meta';
import { AdminProductsPage, type AdminProductsPageProps } from './admin-products-page';
import { BULK_ROUTE, fakeAdminCatalogue, storyProducts } from './stories-data';
import { ProductsAtUrl } from './story-host';

const [first, second, third] = storyProducts;
if (!first || !second || !third) throw new Error('Too few story products');

const catalogue = fakeAdminCatalogue();
const refusing = fakeAdminCatalogue({ bulkRefusals: { [second._id]: 'Product not found' } });

/** Bulk actions (issue 13): select rows, then one confirmation, one call, one toast. */
const meta = {
  title: 'Admin/Products/Bulk',
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
          'Acting on several products at once from the admin products list. Stories: three deactivated, a ' +
          'partial failure, a failed call, busy, select all, a page change clearing the selection, ' +
          'keyboard (also through a delete), and narrower widths.',
      },
    },
  },
  beforeEach: () => {
    catalogue.reset();
    refusing.reset();
  },
} satisfies Meta<typeof AdminProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowCheckbox = (name: string) =>
  within(screen.getByRole('row', { name: new RegExp(name) })).getByRole('checkbox');

/** The first two rows selected as a keyboard does: Tab from the Stock filter into the grid, Space, Down, Space. */
async function selectTwoByKeyboard() {
  await screen.findByRole('grid', { name: 'Products' });
  screen.getByRole('combobox', { name: 'Stock' }).focus();
  await userEvent.tab();
  await userEvent.keyboard(' ');
  await userEvent.keyboard('{ArrowDown} ');
}

async function selectThree() {
  await screen.findByRole('grid', { name: 'Products' });
  for (const product of [first, second, third]) await userEvent.click(rowCheckbox(product?.name ?? ''));
}

/** Three rows deactivated: the bar counts them, one question, one call with the three, one toast. */
export const Deactivate: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await selectThree();
    await expect(canvas.getByText('3 products selected')).toBeVisible();
    const actions = within(canvas.getByRole('group', { name: 'Bulk actions' }));
    await userEvent.click(actions.getByRole('button', { name: 'Deactivate' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Deactivate 3 products?' }));
    const titles = watchDialogTitles();
    await userEvent.click(dialog.getByRole('button', { name: 'Deactivate 3 products' }));
    await findToast('3 products deactivated');
    await expect(catalogue.bulkBodies).toEqual([
      { action: 'deactivate', ids: [first._id, second._id, third._id] },
    ]);
    // The question keeps its words to the end, though the selection is cleared before it closes.
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: 'Deactivate 3 products?' })).not.toBeInTheDocument(),
    );
    titles.stop();
    await expect(titles.titles()).toEqual(['Deactivate 3 products?']);
    // The selection clears and the list shows the new status.
    await waitFor(() => expect(canvas.queryByText('3 products selected')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: new RegExp(first.name) })).getByText('Inactive'),
      ).toBeVisible(),
    );
    await expect(rowCheckbox(first.name)).not.toBeChecked();
    // The bar and its Deactivate button are gone: the focus lands on Add Product, not at the top of the page.
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Add Product' })).toHaveFocus());
  },
};

/** A partial failure: the toast counts both, and the failed row is named with the server's reason. */
export const PartialFailure: Story = {
  tags: ['visual'],
  parameters: { api: refusing.routes },
  play: async ({ canvas }) => {
    await selectThree();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete 3 products?' }));
    await waitFor(
      () => expect(dialog.getByText(/Are you sure you want to delete these 3 products\?/)).toBeVisible(),
      // The dialog fades in; on a busy machine that takes a while.
      { timeout: 5000 },
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete 3 products' }));
    await findToast('2 products deleted, 1 failed');
    await expect(refusing.bulkBodies).toHaveLength(1);
    const report = await canvas.findByRole('alert');
    await expect(report).toHaveTextContent('1 product could not be changed:');
    await expect(report).toHaveTextContent(`${second.name}: Product not found`);
    await waitFor(() => expect(canvas.queryByText(first.name)).not.toBeInTheDocument());
    await userEvent.click(within(report).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The call fails as a whole: the toast says so, the question stays to try again, the selection stays. */
export const CallFails: Story = {
  parameters: { api: { ...catalogue.routes, [BULK_ROUTE]: failure(500, 'Database unavailable') } },
  play: async ({ canvas }) => {
    await selectThree();
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Activate 3 products?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Activate 3 products' }));
    await findToast('Database unavailable');
    await waitFor(() =>
      expect(screen.getByRole('alertdialog', { name: 'Activate 3 products?' })).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('3 products selected')).toBeVisible();
  },
};

/** Busy: the action on its way keeps its question open with the button pending. */
export const Busy: Story = {
  parameters: { api: { ...catalogue.routes, [BULK_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    await selectThree();
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Activate 3 products?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Activate 3 products' }));
    await expect(dialog.getByRole('button', { name: /Activate 3 products/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Select all on the page: the header's checkbox takes the ten rows of this page, and clears them again. */
export const SelectAllOnPage: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Products' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select All' }));
    await expect(canvas.getByText('10 products selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Activate' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Activate 10 products?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.queryByText(/selected$/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
  },
};

/** Another page starts with nothing selected. */
export const PageChangeClearsSelection: Story = {
  play: async ({ canvas }) => {
    await selectThree();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.queryByText('3 products selected')).not.toBeInTheDocument());
  },
};

/** Keyboard only: Space selects the focused row, arrows move, Space again; the bar's buttons are next. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await selectTwoByKeyboard();
    await expect(canvas.getByText('2 products selected')).toBeVisible();
    await expect(rowCheckbox(first.name)).toBeChecked();
    await expect(rowCheckbox(second.name)).toBeChecked();
    canvas.getByRole('combobox', { name: 'Stock' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Activate' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Activate 2 products?' });
    await expect(within(dialog).getByRole('button', { name: 'Activate 2 products' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Activate' })).toHaveFocus());
  },
};

/**
 * Keyboard only, to the end: once the rows are deleted the bar goes with the button that asked, and the focus
 * lands on Add Product (as after a single delete) rather than at the top of the page.
 */
export const KeyboardDeleteKeepsFocus: Story = {
  play: async ({ canvas }) => {
    await selectTwoByKeyboard();
    await expect(canvas.getByText('2 products selected')).toBeVisible();
    canvas.getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete 2 products?' }));
    // A danger question starts on Cancel.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    dialog.getByRole('button', { name: 'Delete 2 products' }).focus();
    await userEvent.keyboard('{Enter}');
    await findToast('2 products deleted');
    await waitFor(() => expect(canvas.queryByText('2 products selected')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Add Product' })).toHaveFocus());
  },
};

export const DeactivateMobile: Story = { ...Deactivate, ...mobile };
export const PartialFailureMobile: Story = { ...PartialFailure, ...mobile };
export const PartialFailureTablet: Story = { ...PartialFailure, ...tablet };
export const PartialFailureDesktop: Story = { ...PartialFailure, ...desktop };
