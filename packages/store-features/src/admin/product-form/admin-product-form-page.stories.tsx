import { SKU_TAKEN_MESSAGE } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { AdminLayout } from '../layout';
import { AdminProductFormPage } from './admin-product-form-page';
import {
  CATEGORIES_ROUTE,
  CREATE_ROUTE,
  categoriesAnswer,
  editedProduct,
  PRODUCT_ROUTE,
  UPDATE_ROUTE,
} from './stories-data';
import { productFormMeta } from './story-meta';
import { chooseCategory, fill, findForm, findToast, retype, section } from './story-steps';

const { created, updated, routes, meta: formMeta } = productFormMeta();

const meta = {
  title: 'Admin/Product form',
  component: AdminProductFormPage,
  tags: ['autodocs'],
  ...formMeta,
  // As the app shows it: inside the admin frame.
  render: (args) => (
    <AdminLayout
      currentPath={args.productId ? `/admin/products/${args.productId}/edit` : '/admin/products/create'}
    >
      <AdminProductFormPage {...args} />
    </AdminLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    api: routes,
    docs: {
      description: {
        component:
          "The admin's form to create or edit a product. Stories: an empty form, sent invalid, created, " +
          'an edit filled in, loading, a failed load, categories unavailable, saving, a taken SKU, a ' +
          'failed save, and phone to desktop widths.',
      },
    },
  },
} satisfies Meta<typeof AdminProductFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /admin/products/create: empty, active, not featured, threshold 10, one row of each list and no Remove. */
export const CreateEmpty: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add Product' })).toBeVisible();
    const form = await findForm(canvas, 'New product');
    await expect(canvas.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
      'href',
      '/admin/products',
    );
    await expect(form.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/products');
    await expect(form.getByRole('textbox', { name: 'Product Name' })).toHaveValue('');
    await expect(form.getByRole('spinbutton', { name: 'Low Stock Threshold' })).toHaveValue(10);
    await expect(form.getByRole('spinbutton', { name: 'Price' })).toHaveAttribute('step', '0.01');
    await expect(form.getByRole('spinbutton', { name: 'Price' })).toHaveAttribute('min', '0');
    await expect(form.getByRole('checkbox', { name: /Active/ })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: /Featured/ })).not.toBeChecked();
    await expect(form.getAllByRole('textbox', { name: 'Image URL' })).toHaveLength(1);
    await expect(form.getByRole('textbox', { name: 'Feature 1' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Tag 1' })).toBeVisible();
    await expect(form.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await expect(form.getByRole('button', { name: 'Create Product' })).toBeEnabled();
  },
};

/** Saved empty: every required field says so, focus is on the first, and nothing is sent. */
export const CreateInvalid: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const form = await findForm(canvas, 'New product');
    await userEvent.click(form.getByRole('button', { name: 'Create Product' }));
    for (const message of [
      'Name is required',
      'SKU is required',
      'Brand is required',
      'Category is required',
      'Subcategory is required',
      'Description is required',
      'Price is required',
      'Stock is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    const name = form.getByRole('textbox', { name: 'Product Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect(created.bodies).toHaveLength(0);
    // Typing fixes a field's message; the others stay.
    await userEvent.type(name, 'Desk Lamp');
    await expect(form.queryByText('Name is required')).not.toBeInTheDocument();
    await expect(form.getByText('SKU is required')).toBeVisible();
  },
};

/** A whole product typed in and created: the body is what spec section 5's parsing makes of it. */
export const CreateSaved: Story = {
  play: async ({ canvas, args }) => {
    const form = await findForm(canvas, 'New product');
    await fill(form.getByRole('textbox', { name: 'Product Name' }), 'Desk Lamp');
    await fill(form.getByRole('textbox', { name: 'SKU' }), 'HO-LUM-010');
    await fill(form.getByRole('textbox', { name: 'Brand' }), 'Lumen');
    await chooseCategory(form, 'Home');
    await fill(form.getByRole('textbox', { name: 'Subcategory' }), 'lighting');
    await fill(form.getByRole('textbox', { name: 'Description' }), 'A warm light for late reading.');
    await userEvent.type(form.getByRole('spinbutton', { name: 'Price' }), '49.90');
    await userEvent.type(form.getByRole('spinbutton', { name: 'Stock' }), '12');

    const images = section(form, 'Images');
    await fill(images.getByRole('textbox', { name: 'Image URL' }), 'https://cdn.example.com/lamp.jpg');
    await fill(images.getByRole('textbox', { name: 'Alt text' }), 'Desk lamp, lit');
    await userEvent.click(images.getByRole('button', { name: 'Add Image' }));
    const secondUrl = within(images.getByRole('group', { name: 'Image 2' })).getByRole('textbox', {
      name: 'Image URL',
    });
    await waitFor(() => expect(secondUrl).toHaveFocus());
    await userEvent.paste('/api/images/products/ho-cop-004.svg');
    // A third row left without a url is dropped on save.
    await userEvent.click(images.getByRole('button', { name: 'Add Image' }));

    await fill(form.getByRole('textbox', { name: 'Feature 1' }), 'Dimmable');
    await userEvent.click(form.getByRole('button', { name: 'Add Feature' }));
    await fill(form.getByRole('textbox', { name: 'Tag 1' }), 'desk');
    await userEvent.click(form.getByRole('checkbox', { name: /Featured/ }));
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));

    await userEvent.click(form.getByRole('button', { name: 'Create Product' }));
    await expect(await findToast('Product created successfully')).toBeVisible();
    await expect(created.bodies).toEqual([
      {
        name: 'Desk Lamp',
        sku: 'HO-LUM-010',
        brand: 'Lumen',
        category: 'home',
        subcategory: 'lighting',
        description: 'A warm light for late reading.',
        price: 49.9,
        comparePrice: null,
        stock: 12,
        lowStockThreshold: 10,
        isActive: true,
        isFeatured: true,
        images: [
          { url: 'https://cdn.example.com/lamp.jpg', alt: 'Desk lamp, lit' },
          { url: '/api/images/products/ho-cop-004.svg', alt: '' },
        ],
        features: ['Dimmable'],
        tags: ['desk'],
        specifications: {},
      },
    ]);
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/products');
  },
};

/** /admin/products/{id}/edit: the product's fields, its three images in order, features, tags, specs. */
export const EditPopulated: Story = {
  args: { productId: editedProduct._id },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
    const form = await findForm(canvas, 'Edit product');
    await expect(form.getByRole('textbox', { name: 'Product Name' })).toHaveValue('Pour-Over Kettle');
    await expect(form.getByRole('textbox', { name: 'SKU' })).toHaveValue('HO-COP-004');
    await expect(form.getByRole('button', { name: /Category/ })).toHaveTextContent('Home');
    await expect(form.getByRole('spinbutton', { name: 'Price' })).toHaveValue(69);
    await expect(form.getByRole('spinbutton', { name: 'Compare Price' })).toHaveValue(79);
    await expect(form.getByRole('spinbutton', { name: 'Stock' })).toHaveValue(28);
    const urls = form.getAllByRole('textbox', { name: 'Image URL' });
    await expect(urls.map((url) => (url as HTMLInputElement).value)).toEqual(
      editedProduct.images.map((image) => image.url),
    );
    await expect(form.getByRole('img', { name: 'Preview of image 1' })).toHaveAttribute(
      'src',
      editedProduct.images[0]?.url,
    );
    await expect(form.getByRole('textbox', { name: 'Feature 3' })).toHaveValue('Keep-warm for 60 minutes');
    await expect(form.getByRole('textbox', { name: 'Power' })).toHaveValue('1,200 W');
    await expect(form.getByRole('button', { name: 'Remove image 3' })).toBeVisible();
    await expect(args.onDirtyChange).not.toHaveBeenCalledWith(true);

    await retype(form.getByRole('spinbutton', { name: 'Price' }), '64.5');
    await userEvent.click(form.getByRole('button', { name: 'Update Product' }));
    await expect(await findToast('Product updated successfully')).toBeVisible();
    await expect(updated.bodies[0]).toMatchObject({
      sku: 'HO-COP-004',
      price: 64.5,
      comparePrice: 79,
      stock: 28,
      images: editedProduct.images.map(({ url, alt }) => ({ url, alt })),
      specifications: editedProduct.specifications,
    });
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/products');
  },
};

export const Loading: Story = {
  tags: ['visual'],
  args: { productId: editedProduct._id },
  parameters: { api: { [CATEGORIES_ROUTE]: ok(categoriesAnswer), [PRODUCT_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading product...');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

/** The product cannot be loaded: the spec's message, and back to the list. */
export const LoadFailed: Story = {
  tags: ['visual'],
  args: { productId: 'missing-product' },
  parameters: {
    api: { [CATEGORIES_ROUTE]: ok(categoriesAnswer), [PRODUCT_ROUTE]: failure(404, 'Product not found') },
  },
  play: async ({ args }) => {
    await expect(await findToast('Failed to load product data')).toBeVisible();
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/products');
  },
};

/** Without the categories the form cannot offer one: the failure, and Retry. */
export const CategoriesFailed: Story = {
  parameters: { api: { [CATEGORIES_ROUTE]: failure(500, 'Database unavailable') } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Failed to load categories' })).toBeVisible();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** While the save is under way the button says so and cannot be pressed again. */
export const Saving: Story = {
  args: { productId: editedProduct._id },
  parameters: { api: { ...meta.parameters.api, [UPDATE_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    const form = await findForm(canvas, 'Edit product');
    await userEvent.click(form.getByRole('button', { name: 'Update Product' }));
    const saving = await form.findByRole('button', { name: 'Saving...' });
    await expect(saving).toBeDisabled();
  },
};

/** The SKU is taken: the server's message on the SKU field, focus there, everything typed kept. */
export const DuplicateSku: Story = {
  tags: ['visual'],
  parameters: {
    api: {
      ...meta.parameters.api,
      [CREATE_ROUTE]: failure(409, SKU_TAKEN_MESSAGE, [{ field: 'sku', message: SKU_TAKEN_MESSAGE }]),
    },
  },
  play: async ({ canvas }) => {
    const form = await findForm(canvas, 'New product');
    await fill(form.getByRole('textbox', { name: 'Product Name' }), 'Copper Kettle');
    await fill(form.getByRole('textbox', { name: 'SKU' }), 'HO-COP-004');
    await fill(form.getByRole('textbox', { name: 'Brand' }), 'Copperline');
    await chooseCategory(form, 'Home');
    await fill(form.getByRole('textbox', { name: 'Subcategory' }), 'kitchen');
    await fill(form.getByRole('textbox', { name: 'Description' }), 'Pours slowly.');
    await userEvent.type(form.getByRole('spinbutton', { name: 'Price' }), '59.99');
    await userEvent.type(form.getByRole('spinbutton', { name: 'Stock' }), '4');
    await fill(form.getByRole('textbox', { name: 'Feature 1' }), 'Gooseneck spout');
    await userEvent.click(form.getByRole('button', { name: 'Create Product' }));

    await expect(await findToast(SKU_TAKEN_MESSAGE)).toBeVisible();
    const sku = form.getByRole('textbox', { name: 'SKU' });
    await waitFor(() => expect(sku).toHaveFocus());
    await expect(sku).toHaveAttribute('aria-invalid', 'true');
    await expect(sku).toHaveAccessibleDescription(SKU_TAKEN_MESSAGE);
    await expect(sku).toHaveValue('HO-COP-004');
    await expect(form.getByRole('textbox', { name: 'Product Name' })).toHaveValue('Copper Kettle');
    await expect(form.getByRole('spinbutton', { name: 'Price' })).toHaveValue(59.99);
    await expect(form.getByRole('textbox', { name: 'Feature 1' })).toHaveValue('Gooseneck spout');
    await expect(form.getByRole('button', { name: /Category/ })).toHaveTextContent('Home');
    await expect(form.getByRole('button', { name: 'Create Product' })).toBeEnabled();
  },
};

/** No answer: the spec's own message, and the form as it was. */
export const SaveFailed: Story = {
  args: { productId: editedProduct._id },
  parameters: { api: { ...meta.parameters.api, [UPDATE_ROUTE]: 'unreachable' } },
  play: async ({ canvas, args }) => {
    const form = await findForm(canvas, 'Edit product');
    await retype(form.getByRole('textbox', { name: 'Brand' }), 'Copperline Pro');
    await userEvent.click(form.getByRole('button', { name: 'Update Product' }));
    await expect(await findToast('Failed to save product')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Brand' })).toHaveValue('Copperline Pro');
    // Focus is back on the button, ready for another try.
    await waitFor(() => expect(form.getByRole('button', { name: 'Update Product' })).toHaveFocus());
    await expect(form.getByRole('button', { name: 'Update Product' })).toBeEnabled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
  },
};

export const CreateEmptyMobile: Story = { ...CreateEmpty, ...mobile };
export const CreateInvalidMobile: Story = { ...CreateInvalid, ...mobile };
export const CreateInvalidDesktop: Story = { ...CreateInvalid, ...desktop };
export const EditPopulatedMobile: Story = { ...EditPopulated, ...mobile };
export const EditPopulatedTablet: Story = { ...EditPopulated, ...tablet };
export const EditPopulatedDesktop: Story = { ...EditPopulated, ...desktop };
export const LoadingMobile: Story = { ...Loading, ...mobile };
export const DuplicateSkuMobile: Story = { ...DuplicateSku, ...mobile };
export const DuplicateSkuDesktop: Story = { ...DuplicateSku, ...desktop };
export const SavingTablet: Story = { ...Saving, ...tablet };

export const LoadingDesktop: Story = { ...Loading, ...desktop };
export const CategoriesFailedMobile: Story = { ...CategoriesFailed, ...mobile };
export const CreateInvalidTablet: Story = { ...CreateInvalid, ...tablet };
