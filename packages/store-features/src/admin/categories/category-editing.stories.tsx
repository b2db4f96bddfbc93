import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { AdminCategoriesPage } from './admin-categories-page';
import { categoriesPageMeta } from './page-story-meta';
import { CREATE_ROUTE, categoryNamed, fakeCategoryServer, UPDATE_ROUTE } from './stories-data';
import { cardOf, expectDialogGone, findOpenDialog, findToast, typeInto } from './story-steps';

const { server, meta: pageMeta } = categoriesPageMeta();

const meta = {
  title: 'Admin/Categories/Editing',
  component: AdminCategoriesPage,
  tags: ['autodocs'],
  ...pageMeta,
  parameters: {
    layout: 'fullscreen',
    api: server.routes,
    docs: {
      description: {
        component:
          "Adding and editing a category in the categories screen's modal. Stories: a valid add, invalid " +
          'fields, an edit, a taken name, saving, a save with no answer, where the focus returns, ' +
          'keyboard only, the first category of an empty store, and phone to desktop widths.',
      },
    },
  },
} satisfies Meta<typeof AdminCategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const ADD = 'Add New Category';
const EDIT = 'Edit Category';

async function openAdd(canvas: Canvas) {
  await canvas.findByRole('list', { name: 'Categories' });
  await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
  return findOpenDialog(ADD);
}

const nameField = (dialog: Canvas) => dialog.getByRole('textbox', { name: 'Category Name' });
const descriptionField = (dialog: Canvas) => dialog.getByRole('textbox', { name: 'Description' });
const imageField = (dialog: Canvas) => dialog.getByRole('textbox', { name: 'Image URL' });
const activeBox = (dialog: Canvas) => dialog.getByRole('checkbox', { name: 'Category is active' });

/** A new category: the name field takes focus, the modal closes on save, and its card is there. */
export const AddValid: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openAdd(canvas);
    await expect(nameField(dialog)).toHaveFocus();
    await expect(nameField(dialog)).toBeRequired();
    await expect(activeBox(dialog)).toBeChecked();
    await userEvent.keyboard('Kitchen');
    await typeInto(descriptionField(dialog), 'Pots, pans and knives.');
    await typeInto(imageField(dialog), 'https://cdn.example.com/kitchen.jpg');
    // The drawn box's label row is the target, as a person would click it.
    await userEvent.click(dialog.getByText('Category is active'));
    await expect(activeBox(dialog)).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Create Category' }));

    await expect(await findToast('Category created successfully')).toBeVisible();
    await expectDialogGone(ADD);
    await expect(server.requestsTo(CREATE_ROUTE).map((request) => request.body)).toEqual([
      {
        name: 'Kitchen',
        description: 'Pots, pans and knives.',
        image: 'https://cdn.example.com/kitchen.jpg',
        isActive: false,
      },
    ]);
    const kitchen = cardOf(canvasElement, 'Kitchen');
    await expect(kitchen.getByText('Inactive')).toBeVisible();
    await expect(kitchen.getByText('Pots, pans and knives.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Category' })).toHaveFocus());
  },
};

/** Nothing is sent while the form is wrong: the server's words on each field, focus on the first to fix. */
export const AddInvalid: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await typeInto(imageField(dialog), 'kitchen.jpg');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Category' }));

    await waitFor(() => expect(nameField(dialog)).toHaveFocus());
    await expect(nameField(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField(dialog)).toHaveAccessibleDescription('Category name is required');
    await expect(imageField(dialog)).toHaveAccessibleDescription(
      expect.stringContaining('Image must be a valid http(s) URL'),
    );

    // Typing in a field clears its own message only.
    await userEvent.keyboard('Kitchen');
    await expect(nameField(dialog)).not.toHaveAttribute('aria-invalid');
    await expect(imageField(dialog)).toHaveAttribute('aria-invalid', 'true');
    await typeInto(imageField(dialog), 'ftp://files.example.com/kitchen.jpg');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(imageField(dialog)).toHaveFocus());
    await expect(imageField(dialog)).toHaveAccessibleDescription(
      expect.stringContaining('Image must be a valid http(s) URL'),
    );
    await expect(server.requestsTo(CREATE_ROUTE)).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('dialog', { name: ADD })).toBeVisible());
  },
};

/** Edit opens prefilled; Update Category saves, the card follows, focus goes back to that card's Edit. */
export const Edit: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Categories' });
    const editOutdoor = cardOf(canvasElement, 'Outdoor & Garden').getByRole('button', {
      name: 'Edit Outdoor & Garden',
    });
    await userEvent.click(editOutdoor);
    const dialog = await findOpenDialog(EDIT);
    const outdoor = categoryNamed('Outdoor & Garden');
    await expect(nameField(dialog)).toHaveValue(outdoor.name);
    await expect(descriptionField(dialog)).toHaveValue(outdoor.description);
    await expect(imageField(dialog)).toHaveValue(outdoor.image);
    await expect(activeBox(dialog)).not.toBeChecked();

    await typeInto(descriptionField(dialog), 'Planters, tools and garden furniture.');
    await userEvent.click(dialog.getByText('Category is active'));
    await userEvent.click(dialog.getByRole('button', { name: 'Update Category' }));

    await expect(await findToast('Category updated successfully')).toBeVisible();
    await expectDialogGone(EDIT);
    const [update] = server.requestsTo(UPDATE_ROUTE);
    await expect(update?.params.id).toBe(outdoor._id);
    await expect(update?.body).toEqual({
      name: outdoor.name,
      description: 'Planters, tools and garden furniture.',
      image: outdoor.image,
      isActive: true,
    });
    const card = cardOf(canvasElement, 'Outdoor & Garden');
    await expect(card.getByText('Planters, tools and garden furniture.')).toBeVisible();
    await expect(card.getByText('Active')).toBeVisible();
    await waitFor(() => expect(editOutdoor).toHaveFocus());
  },
};

/** A taken name (409) shows on the name field; the modal stays open with everything typed, then saves. */
export const DuplicateName: Story = {
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openAdd(canvas);
    await userEvent.keyboard('electronics');
    await typeInto(descriptionField(dialog), 'Cables and chargers.');
    await typeInto(imageField(dialog), 'https://cdn.example.com/cables.jpg');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Category' }));

    await waitFor(() =>
      expect(nameField(dialog)).toHaveAccessibleDescription('A category with this name already exists'),
    );
    await expect(nameField(dialog)).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('dialog', { name: ADD })).toBeVisible());
    await expect(nameField(dialog)).toHaveValue('electronics');
    await expect(descriptionField(dialog)).toHaveValue('Cables and chargers.');
    await expect(imageField(dialog)).toHaveValue('https://cdn.example.com/cables.jpg');
    await expect(activeBox(dialog)).toBeChecked();

    await typeInto(nameField(dialog), 'Cables');
    await expect(nameField(dialog)).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Category' }));
    await expect(await findToast('Category created successfully')).toBeVisible();
    await expectDialogGone(ADD);
    await expect(cardOf(canvasElement, 'Cables').getByText('Cables and chargers.')).toBeVisible();
  },
};

/** While saving: the button is busy and ignores a second press or Enter; Cancel and Escape wait. */
export const SavingBusy: Story = {
  parameters: { api: { ...server.routes, [CREATE_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await userEvent.keyboard('Kitchen');
    const create = dialog.getByRole('button', { name: 'Create Category' });
    await userEvent.click(create);

    await waitFor(() => expect(create).toHaveAttribute('data-pending', 'true'));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.click(create);
    await userEvent.click(nameField(dialog));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('dialog', { name: ADD })).toBeVisible());
    await expect(nameField(dialog)).toHaveValue('Kitchen');
  },
};

/** No answer at all: the spec's 'Failed to save category', and the modal keeps what was typed. */
export const SaveFailed: Story = {
  tags: ['visual'],
  parameters: { api: { ...server.routes, [CREATE_ROUTE]: 'unreachable' } },
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await userEvent.keyboard('Kitchen');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Category' }));
    await expect(await findToast('Failed to save category')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('dialog', { name: ADD })).toBeVisible());
    await expect(nameField(dialog)).toHaveValue('Kitchen');
    await expect(dialog.getByRole('button', { name: 'Create Category' })).not.toHaveAttribute('data-pending');
  },
};

/** Cancel, Escape and Save each hand focus back to the button that opened the modal. */
export const FocusReturn: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Categories' });
    const add = canvas.getByRole('button', { name: 'Add Category' });

    await userEvent.click(add);
    let dialog = await findOpenDialog(ADD);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expectDialogGone(ADD);
    await waitFor(() => expect(add).toHaveFocus());

    await userEvent.click(add);
    await findOpenDialog(ADD);
    await userEvent.keyboard('{Escape}');
    await expectDialogGone(ADD);
    await waitFor(() => expect(add).toHaveFocus());

    const editHome = cardOf(canvasElement, 'Home').getByRole('button', { name: 'Edit Home' });
    await userEvent.click(editHome);
    dialog = await findOpenDialog(EDIT);
    await userEvent.keyboard('{Escape}');
    await expectDialogGone(EDIT);
    await waitFor(() => expect(editHome).toHaveFocus());

    await userEvent.click(editHome);
    dialog = await findOpenDialog(EDIT);
    await userEvent.click(dialog.getByRole('button', { name: 'Update Category' }));
    await expectDialogGone(EDIT);
    await waitFor(() => expect(editHome).toHaveFocus());

    const deleteHome = cardOf(canvasElement, 'Home').getByRole('button', { name: 'Delete Home' });
    await userEvent.click(deleteHome);
    await findOpenDialog('Delete Home?', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await expectDialogGone('Delete Home?', 'alertdialog');
    await waitFor(() => expect(deleteHome).toHaveFocus());
  },
};

/** Keyboard only: Tab to Add Category, Enter, type, Tab through the form, Space on the box, Enter saves. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('list', { name: 'Categories' });
    const add = canvas.getByRole('button', { name: 'Add Category' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findOpenDialog(ADD);
    await expect(nameField(dialog)).toHaveFocus();
    await userEvent.keyboard('Stationery');
    await userEvent.tab();
    await expect(descriptionField(dialog)).toHaveFocus();
    await userEvent.keyboard('Notebooks and pens.');
    // The photo's upload area: its drop target (which takes a paste), then its picker's button.
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Upload a photo' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Choose a photo' })).toHaveFocus();
    await userEvent.tab();
    await expect(imageField(dialog)).toHaveFocus();
    await userEvent.tab();
    await expect(activeBox(dialog)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(activeBox(dialog)).not.toBeChecked();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Create Category' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectDialogGone(ADD);
    await waitFor(() => expect(add).toHaveFocus());
    await expect(cardOf(canvasElement, 'Stationery').getByText('Inactive')).toBeVisible();

    // On to the first card's actions; Enter opens the confirmation, Escape leaves it, focus stays put.
    await userEvent.tab();
    const editFirst = canvas.getByRole('button', { name: 'Edit Accessories' });
    await expect(editFirst).toHaveFocus();
    await userEvent.tab();
    const deleteFirst = canvas.getByRole('button', { name: 'Delete Accessories' });
    await expect(deleteFirst).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await findOpenDialog('Delete Accessories?', 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await expectDialogGone('Delete Accessories?', 'alertdialog');
    await waitFor(() => expect(deleteFirst).toHaveFocus());
  },
};

/** The first category of a new store, added from the empty state: focus moves to the header's Add Category. */
export const AddFromEmpty: Story = {
  parameters: { api: fakeCategoryServer([]).routes },
  play: async ({ canvas }) => {
    const empty = await canvas.findByRole('heading', { level: 2, name: 'No categories yet' });
    await userEvent.click(
      within(empty.parentElement as HTMLElement).getByRole('button', { name: 'Add Category' }),
    );
    const dialog = await findOpenDialog(ADD);
    await userEvent.keyboard('Books');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Category' }));
    await expectDialogGone(ADD);
    await expect(await canvas.findByRole('group', { name: 'Books' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add Category' })).toHaveFocus());
  },
};

/** The modal as it opens on a phone, a tablet and a wide screen, with the invalid state showing. */
const openInvalidForm: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAdd(canvas);
    await typeInto(imageField(dialog), 'kitchen.jpg');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Category' }));
    await expect(await dialog.findByText('Category name is required')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create Category' })).toBeVisible();
  },
};

export const AddInvalidMobile: Story = { ...openInvalidForm, ...mobile };
export const AddInvalidTablet: Story = { ...openInvalidForm, ...tablet };
export const AddInvalidDesktop: Story = { ...openInvalidForm, ...desktop };
export const EditMobile: Story = { ...Edit, ...mobile };
export const FocusReturnMobile: Story = { ...FocusReturn, ...mobile };
export const KeyboardOnlyDesktop: Story = { ...KeyboardOnly, ...desktop };
