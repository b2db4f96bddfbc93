import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { listLoadStories } from '../list/list-load-stories';
import { AdminCategoriesPage } from './admin-categories-page';
import { categoriesPageMeta } from './page-story-meta';
import { demoCategories, LIST_ROUTE } from './stories-data';
import { cardOf } from './story-steps';

const { server, meta: pageMeta } = categoriesPageMeta();

const meta = {
  title: 'Admin/Categories/Page',
  component: AdminCategoriesPage,
  tags: ['autodocs'],
  ...pageMeta,
  parameters: {
    layout: 'fullscreen',
    api: server.routes,
    docs: {
      description: {
        component:
          "The admin's product categories, one card each with Edit and Delete. Stories: populated, " +
          'loading, a new store with none, a failed load and its retry, at phone, tablet and desktop ' +
          'widths.',
      },
    },
  },
} satisfies Meta<typeof AdminCategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadStories = listLoadStories(
  {
    listRoute: LIST_ROUTE,
    heading: 'Categories',
    loadingStatus: 'Loading categories...',
    list: { role: 'list', name: 'Categories' },
    failure: 'Failed to load categories',
    findLoaded: (canvas) => canvas.findByRole('list', { name: 'Categories' }),
  },
  ok({ success: true, data: { categories: demoCategories } }),
);

/** Every card: name, badge in words, description, date, product count, and Edit/Delete named for it. */
export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Categories' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(demoCategories.length);
    await expect(canvas.getByText('6 categories in the catalogue.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Category' })).toBeEnabled();

    const electronics = cardOf(canvasElement, 'Electronics');
    await expect(electronics.getByRole('heading', { level: 2, name: 'Electronics' })).toBeVisible();
    await expect(electronics.getByText('Active')).toHaveAttribute('data-tone', 'success');
    await expect(electronics.getByText(/^Headphones, laptops/)).toBeVisible();
    await expect(electronics.getByText('Oct 3, 2026')).toHaveAttribute(
      'datetime',
      '2026-10-03T09:00:00.000Z',
    );
    await expect(electronics.getByText('12 products')).toBeVisible();
    await expect(electronics.getByRole('button', { name: 'Edit Electronics' })).toBeVisible();
    await expect(electronics.getByRole('button', { name: 'Delete Electronics' })).toBeVisible();

    // Inactive says so in words, not only in a colour.
    const outdoor = cardOf(canvasElement, 'Outdoor & Garden');
    await expect(outdoor.getByText('Inactive')).toHaveAttribute('data-tone', 'neutral');
    await expect(outdoor.getByText('No products')).toBeVisible();
    await expect(cardOf(canvasElement, 'Gift Cards').getByText('No description')).toBeVisible();
  },
};

export const Loading: Story = { ...loadStories.loading, tags: ['visual'] };

/** A new store: the empty state says so and carries the one Add Category. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { api: { [LIST_ROUTE]: ok({ success: true, data: { categories: [] } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'No categories yet' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Add Category' })).toHaveLength(1);
  },
};

/** The first load fails, the next works: the spec's message in place and as a toast, then Retry loads it. */
export const FailedThenRetry: Story = loadStories.failedThenRetry;

/** The failure alone, as it stays until Retry. */
export const Failed: Story = { ...loadStories.failed, tags: ['visual'] };

export const PopulatedMobile: Story = { ...Populated, ...mobile };
export const PopulatedTablet: Story = { ...Populated, ...tablet };
export const PopulatedDesktop: Story = { ...Populated, ...desktop };
export const LoadingMobile: Story = { ...Loading, ...mobile };
export const LoadingDesktop: Story = { ...Loading, ...desktop };
export const EmptyMobile: Story = { ...Empty, ...mobile };
export const EmptyDesktop: Story = { ...Empty, ...desktop };
export const FailedMobile: Story = { ...Failed, ...mobile };
export const FailedDesktop: Story = { ...Failed, ...desktop };
