import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { mobile } from '../../common/story-support/viewports';
import { AdminProductFormPage } from './admin-product-form-page';
import { editedProduct } from './stories-data';
import { productFormMeta } from './story-meta';
import { findForm, findToast, retype } from './story-steps';

const { created, routes, meta: formMeta } = productFormMeta();

/** The form by keyboard alone, and what it tells the app about leaving it; the page on its own. */
const meta = {
  title: 'Admin/Product form/Keyboard and leaving',
  component: AdminProductFormPage,
  tags: ['autodocs'],
  ...formMeta,
  parameters: {
    api: routes,
    docs: {
      description: {
        component:
          'The product form by keyboard alone, and the warning when leaving it with unsaved changes. ' +
          'Stories: a product created by keyboard (also on a phone), and an edit that makes the form ' +
          'dirty.',
      },
    },
  },
} satisfies Meta<typeof AdminProductFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only, the page on its own: Tab walks the fields in reading order; the category is chosen with
 * the arrows, Featured with Space; Enter on the button creates the product.
 */
export const KeyboardOnly: Story = {
  tags: ['visual'],
  play: async ({ canvas, args }) => {
    const form = await findForm(canvas, 'New product');
    const next = async (role: string, name: string | RegExp, typed?: string) => {
      await userEvent.tab();
      await expect(form.getByRole(role, { name })).toHaveFocus();
      if (typed) await userEvent.keyboard(typed);
    };
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back to Products' })).toHaveFocus();
    await next('textbox', 'Product Name', 'Travel Mug');
    await next('textbox', 'SKU', 'HO-COP-020');
    await next('textbox', 'Brand', 'Copperline');
    await next('button', /Category/, '{Enter}');
    const options = await screen.findByRole('listbox', { name: 'Category' });
    await waitFor(() => expect(options).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(form.getByRole('button', { name: /Category/ })).toHaveTextContent('Home');
    await next('textbox', 'Subcategory', 'kitchen');
    await next('textbox', 'Description', 'Keeps coffee hot.');
    await next('spinbutton', 'Price', '24.5');
    await next('spinbutton', 'Compare Price');
    await next('spinbutton', 'Stock', '40');
    await next('spinbutton', 'Low Stock Threshold');
    // The Images section's upload area: its drop target (which takes a paste), then its picker's button.
    await next('button', 'Upload photos');
    await next('button', 'Choose photos');
    // A single image row: its arrows are disabled and it has no Remove, so Tab skips them.
    await next('textbox', 'Image URL');
    await userEvent.paste('/api/images/products/ho-cop-004.svg');
    await next('textbox', 'Alt text');
    await next('button', 'Add Image');
    await next('textbox', 'Feature 1', 'Double wall');
    await next('button', 'Add Feature');
    await next('textbox', 'Tag 1');
    await next('button', 'Add Tag');
    await next('button', 'Add Specification');
    await next('checkbox', /Active/);
    await next('checkbox', /Featured/, ' ');
    await next('link', 'Cancel');
    await next('button', 'Create Product', '{Enter}');
    await expect(await findToast('Product created successfully')).toBeVisible();
    await expect(created.bodies[0]).toMatchObject({
      name: 'Travel Mug',
      category: 'home',
      price: 24.5,
      stock: 40,
      isFeatured: true,
      images: [{ url: '/api/images/products/ho-cop-004.svg', alt: '' }],
      features: ['Double wall'],
      tags: [],
    });
    await expect(args.onNavigate).toHaveBeenCalledWith('/admin/products');
  },
};

/** An edit makes the form dirty: the app is told, and closing the tab asks first; undoing it cleans it. */
export const UnsavedChanges: Story = {
  args: { productId: editedProduct._id },
  play: async ({ canvas, args }) => {
    const form = await findForm(canvas, 'Edit product');
    const closeTab = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await expect(closeTab()).toBe(false);
    const stock = form.getByRole('spinbutton', { name: 'Stock' });
    await retype(stock, '30');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await expect(closeTab()).toBe(true);
    await retype(stock, '28');
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(false));
    await expect(closeTab()).toBe(false);
  },
};

export const KeyboardOnlyMobile: Story = { ...KeyboardOnly, ...mobile };
