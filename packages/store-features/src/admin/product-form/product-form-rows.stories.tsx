import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/story-support/viewports';
import { AdminProductFormPage } from './admin-product-form-page';
import { editedProduct } from './stories-data';
import { productFormMeta } from './story-meta';
import { fill, findForm, findOpenDialog, section } from './story-steps';

const { updated, routes, meta: formMeta } = productFormMeta();

/** The form's repeating rows and its specification prompt, on the demo kettle (three images, four specs). */
const meta = {
  title: 'Admin/Product form/Rows and specifications',
  component: AdminProductFormPage,
  tags: ['autodocs'],
  ...formMeta,
  args: { ...formMeta.args, productId: editedProduct._id },
  parameters: {
    api: routes,
    docs: {
      description: {
        component:
          "The product form's lists of rows (images, features, tags) and its specifications. Stories: " +
          'adding and removing rows, images reordered by keyboard and by drag, a broken image preview, ' +
          'features and tags, and the specification prompt.',
      },
    },
  },
} satisfies Meta<typeof AdminProductFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const imageUrls = (images: ReturnType<typeof within>) =>
  images
    .getAllByRole('textbox', { name: 'Image URL' })
    .map((field: HTMLElement) => (field as HTMLInputElement).value);
const [kettle, closeUp, onStand] = editedProduct.images.map((image) => image.url);

/** Add puts focus in the new row; Remove sends it to the row before. */
export const ImageAddAndRemove: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const images = section(await findForm(canvas, 'Edit product'), 'Images');
    await userEvent.click(images.getByRole('button', { name: 'Add Image' }));
    const fourth = within(images.getByRole('group', { name: 'Image 4' }));
    await waitFor(() => expect(fourth.getByRole('textbox', { name: 'Image URL' })).toHaveFocus());
    // Nothing typed yet: the preview is the fallback.
    await expect(fourth.getByRole('img', { name: 'Preview of image 4' })).toHaveAttribute(
      'data-slot',
      'image-fallback',
    );
    await userEvent.click(images.getByRole('button', { name: 'Remove image 4' }));
    const third = within(images.getByRole('group', { name: 'Image 3' }));
    await waitFor(() => expect(third.getByRole('textbox', { name: 'Image URL' })).toHaveFocus());
    // The first row leaving sends focus to the row that takes its place.
    await userEvent.click(images.getByRole('button', { name: 'Remove image 1' }));
    const first = within(images.getByRole('group', { name: 'Image 1' }));
    await waitFor(() => expect(first.getByRole('textbox', { name: 'Image URL' })).toHaveFocus());
    await expect(imageUrls(images)).toEqual([closeUp, onStand]);
  },
};

/** Move up and Move down from the keyboard: the order changes, is announced, and is the order saved. */
export const ImageReorderByKeyboard: Story = {
  play: async ({ canvas }) => {
    const form = await findForm(canvas, 'Edit product');
    const images = section(form, 'Images');
    const firstAlt = within(images.getByRole('group', { name: 'Image 1' })).getByRole('textbox', {
      name: 'Alt text',
    });
    await userEvent.click(firstAlt);
    await userEvent.tab();
    await expect(images.getByRole('button', { name: 'Move image 2 up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(imageUrls(images)).toEqual([closeUp, kettle, onStand]);
    await expect(images.getByRole('status')).toHaveTextContent('Image 2 moved to position 1 of 3');
    // At the top Move up is disabled, so focus stays on the row, on its other arrow.
    await waitFor(() => expect(images.getByRole('button', { name: 'Move image 1 down' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(imageUrls(images)).toEqual([kettle, onStand, closeUp]);
    await expect(images.getByRole('status')).toHaveTextContent('Image 2 moved to position 3 of 3');
    await waitFor(() => expect(images.getByRole('button', { name: 'Move image 3 up' })).toHaveFocus());

    await userEvent.click(form.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(updated.bodies).toHaveLength(1));
    const [body] = updated.bodies as { images: { url: string }[] }[];
    await expect(body?.images.map((image) => image.url)).toEqual([kettle, onStand, closeUp]);
  },
};

/** A row dragged by its handle and dropped on another row takes that row's place. */
export const ImageReorderByDrag: Story = {
  play: async ({ canvas }) => {
    const images = section(await findForm(canvas, 'Edit product'), 'Images');
    const rows = images.getAllByRole('listitem');
    const handle = rows[0]?.querySelector('[draggable="true"]');
    const target = rows[2];
    if (!handle || !target) throw new Error('Each image row has a drag handle');
    const dataTransfer = new DataTransfer();
    const drag = (element: Element, type: string) =>
      element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    drag(handle, 'dragstart');
    drag(target, 'dragenter');
    drag(target, 'dragover');
    drag(target, 'drop');
    drag(handle, 'dragend');
    await waitFor(() => expect(imageUrls(images)).toEqual([closeUp, onStand, kettle]));
  },
};

/** A URL that does not load shows the fallback in its preview, never a broken image. */
export const ImagePreviewBroken: Story = {
  args: { productId: undefined },
  play: async ({ canvas }) => {
    const images = section(await findForm(canvas, 'New product'), 'Images');
    await fill(images.getByRole('textbox', { name: 'Image URL' }), '/api/images/products/missing.svg');
    await waitFor(() =>
      expect(images.getByRole('img', { name: 'Preview of image 1' })).toHaveAttribute(
        'data-slot',
        'image-fallback',
      ),
    );
    await userEvent.clear(images.getByRole('textbox', { name: 'Image URL' }));
    await fill(images.getByRole('textbox', { name: 'Image URL' }), kettle ?? '');
    await waitFor(() =>
      expect(images.getByRole('img', { name: 'Preview of image 1' })).toHaveAttribute('data-slot', 'image'),
    );
  },
};

/** Features and tags: Add focuses the new row, Remove shows only beside two or more rows. */
export const FeaturesAndTags: Story = {
  args: { productId: undefined },
  play: async ({ canvas }) => {
    const features = section(await findForm(canvas, 'New product'), 'Features');
    await expect(features.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    await userEvent.click(features.getByRole('button', { name: 'Add Feature' }));
    await waitFor(() => expect(features.getByRole('textbox', { name: 'Feature 2' })).toHaveFocus());
    await userEvent.keyboard('Dimmable');
    await userEvent.click(features.getByRole('button', { name: 'Remove feature 2' }));
    await waitFor(() => expect(features.getByRole('textbox', { name: 'Feature 1' })).toHaveFocus());
    await expect(features.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  },
};

/** The specification prompt: an empty or duplicate name is refused; Escape cancels; focus comes back. */
export const SpecificationDialog: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const specs = section(await findForm(canvas, 'Edit product'), 'Specifications');
    const add = specs.getByRole('button', { name: 'Add Specification' });
    await userEvent.click(add);
    const dialog = within(await findOpenDialog('Add Specification'));
    const name = dialog.getByRole('textbox', { name: 'Enter specification name:' });
    await expect(name).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(name).toHaveAccessibleDescription('Enter a specification name');
    await userEvent.type(name, 'capacity{Enter}');
    await expect(name).toHaveAccessibleDescription('A specification named "capacity" already exists');
    await userEvent.clear(name);
    await fill(name, 'Weight');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(add).toHaveFocus());
    const weight = specs.getByRole('textbox', { name: 'Weight' });
    await expect(weight).toHaveValue('');
    await fill(weight, '1.1 kg');

    await userEvent.click(add);
    await findOpenDialog('Add Specification');
    await userEvent.keyboard('Colour{Escape}');
    await waitFor(() => expect(add).toHaveFocus());
    await expect(specs.queryByRole('textbox', { name: 'Colour' })).not.toBeInTheDocument();

    await userEvent.click(specs.getByRole('button', { name: 'Remove specification Weight' }));
    await waitFor(() => expect(specs.getByRole('textbox', { name: 'Temperature range' })).toHaveFocus());
    // The prompt's Enter is its own: the product itself was not saved.
    await expect(updated.bodies).toHaveLength(0);
  },
};

export const ImageAddAndRemoveMobile: Story = { ...ImageAddAndRemove, ...mobile };
export const SpecificationDialogMobile: Story = { ...SpecificationDialog, ...mobile };
