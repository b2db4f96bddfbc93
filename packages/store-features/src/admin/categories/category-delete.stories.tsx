import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { mobile, tablet } from '../../common/story-support/viewports';
import { AdminCategoriesPage } from './admin-categories-page';
import { categoriesPageMeta } from './page-story-meta';
import { categoryNamed, DELETE_ROUTE } from './stories-data';
import { cardOf, expectDialogGone, findOpenDialog, findToast } from './story-steps';

const { server, meta: pageMeta } = categoriesPageMeta();

const meta = {
  title: 'Admin/Categories/Delete',
  component: AdminCategoriesPage,
  tags: ['autodocs'],
  ...pageMeta,
  parameters: {
    layout: 'fullscreen',
    api: server.routes,
    docs: {
      description: {
        component:
          'Deleting a category from the categories screen, asked first. Stories: confirmed, refused ' +
          'because products use it, cancelled after the refusal, cancelled with Escape, and phone and ' +
          'tablet widths.',
      },
    },
  },
} satisfies Meta<typeof AdminCategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const IN_USE_DIALOG = 'Delete Electronics?';

/** Opens Electronics' confirmation (12 products) and confirms: the server refuses. */
async function refuseElectronics(canvasElement: HTMLElement) {
  const card = cardOf(canvasElement, 'Electronics');
  const opener = card.getByRole('button', { name: 'Delete Electronics' });
  await userEvent.click(opener);
  const dialog = await findOpenDialog(IN_USE_DIALOG, 'alertdialog');
  await expect(dialog.getByText(/It still holds 12 products, so it cannot be deleted yet/)).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'Delete Category' }));
  await expect(await dialog.findByRole('alert')).toHaveTextContent('Category is still used by 12 products');
  return { dialog, opener };
}

/** Delete asks first, naming the category; confirmed, the card goes and focus lands on Add Category. */
export const Confirmed: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Categories' });
    await userEvent.click(
      cardOf(canvasElement, 'Gift Cards').getByRole('button', { name: 'Delete Gift Cards' }),
    );
    const dialog = await findOpenDialog('Delete Gift Cards?', 'alertdialog');
    await expect(screen.getByRole('alertdialog', { name: 'Delete Gift Cards?' })).toHaveTextContent(
      'Are you sure you want to delete the category Gift Cards? This cannot be undone.',
    );
    // Cancel holds focus first, so Enter alone never deletes.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Category' }));

    await expect(await findToast('Category deleted successfully')).toBeVisible();
    await expectDialogGone('Delete Gift Cards?', 'alertdialog');
    await expect(canvas.queryByRole('group', { name: 'Gift Cards' })).not.toBeInTheDocument();
    await expect(server.requestsTo(DELETE_ROUTE).map((request) => request.params.id)).toEqual([
      categoryNamed('Gift Cards')._id,
    ]);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Category' })).toHaveFocus());
  },
};

/** A category with products: the confirmation warns first; the server's refusal shows in the dialog. */
export const RefusedInUse: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Categories' });
    await refuseElectronics(canvasElement);
    await expect(await findToast('Failed to delete category')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: IN_USE_DIALOG })).toBeVisible());
  },
};

/** After the refusal, Cancel leaves the card as it was and hands focus back to its Delete. */
export const RefusedThenCancel: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Categories' });
    const { dialog, opener } = await refuseElectronics(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expectDialogGone(IN_USE_DIALOG, 'alertdialog');
    await expect(cardOf(canvasElement, 'Electronics').getByText('12 products')).toBeVisible();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Escape cancels: nothing is sent, focus is back on the card's Delete. */
export const CancelledByEscape: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Categories' });
    const opener = cardOf(canvasElement, 'Home').getByRole('button', { name: 'Delete Home' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await findOpenDialog('Delete Home?', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await expectDialogGone('Delete Home?', 'alertdialog');
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(server.requestsTo(DELETE_ROUTE)).toHaveLength(0);
  },
};

export const ConfirmedMobile: Story = { ...Confirmed, ...mobile };
export const RefusedInUseMobile: Story = { ...RefusedInUse, ...mobile };
export const RefusedInUseTablet: Story = { ...RefusedInUse, ...tablet };
