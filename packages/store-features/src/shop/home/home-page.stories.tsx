import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answers } from '../../common/story-support/fixtures';
import { FrameKeeper, frameKeeping } from '../../common/story-support/frame-keeper';
import { failure, type MockAnswer, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { HomePage } from './home-page';

const FEATURED = 'GET /api/products/featured';
const featuredProducts = answers.featured.data.products;

const meta = {
  title: 'Shop/Home',
  component: HomePage,
  tags: ['autodocs'],
  decorators: [withStore],
  args: { currency: 'USD' },
  parameters: {
    layout: 'fullscreen',
    api: { [FEATURED]: ok(answers.featured) },
    docs: {
      description: {
        component:
          "The store's home page with its featured products. Stories: populated, the first frame kept " +
          'until the cards, loading, empty, a failed load and its retry, rupees, keyboard only, and phone ' +
          'to desktop widths.',
      },
    },
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

function featuredList(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('region', { name: 'Featured Products' }));
}

export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Everything you need, in a new light' }),
    ).toBeVisible();
    const featured = featuredList(canvasElement);
    const first = featuredProducts[0];
    if (!first) throw new Error('The featured fixture is empty');
    await expect(await featured.findByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/product/${first._id}`,
    );
    // The server features eight; Home's grid shows four.
    await expect(featured.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(featured.queryByRole('link', { name: featuredProducts[4]?.name })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Free Shipping' })).toBeVisible();
    await expect(canvas.getByText('On orders over $50')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Secure Payment' })).toBeVisible();
    await expect(canvas.getByText('30-day return policy')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/products');
  },
};

const homeFrame = frameKeeping(
  () =>
    `${document.querySelectorAll('section[aria-labelledby="featured-products-title"] h3').length} featured`,
);

/** The page's first frame stays while the featured cards render a step behind the page; they are in when it goes. */
export const KeepsTheFrameUntilTheCards: Story = {
  args: { keepFrame: <FrameKeeper keeping={homeFrame} /> },
  beforeEach: homeFrame.reset,
  play: async ({ canvasElement }) => {
    await featuredList(canvasElement).findAllByRole('heading', { level: 3 });
    await waitFor(() => expect(homeFrame.log).toEqual(['kept', 'let go: 4 featured']));
  },
};

export const Loading: Story = {
  tags: ['visual'],
  parameters: { api: { [FEATURED]: 'never' } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Featured Products' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.querySelectorAll('[data-slot="card"]')).toHaveLength(4);
    await expect(region.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  tags: ['visual'],
  parameters: { api: { [FEATURED]: ok({ success: true, data: { products: [] } }) } },
  play: async ({ canvasElement }) => {
    const featured = featuredList(canvasElement);
    await expect(await featured.findByRole('heading', { name: 'No featured products yet' })).toBeVisible();
    await expect(featured.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

export const LoadFailed: Story = {
  tags: ['visual'],
  parameters: { api: { [FEATURED]: failure(500, 'Internal server error') } },
  play: async ({ canvasElement }) => {
    const featured = featuredList(canvasElement);
    await expect(await featured.findByRole('alert')).toHaveTextContent('Failed to load featured products');
    await expect(featured.getByRole('button', { name: 'Retry' })).toBeVisible();
    const toasts = within(await within(document.body).findByRole('region', { name: 'Notifications' }));
    await expect(await toasts.findByText('Failed to load featured products')).toBeVisible();
  },
};

/** The first call fails, Retry asks again and the products arrive. */
function failOnceThenFeatured(): (request: unknown) => MockAnswer {
  let calls = 0;
  return () => {
    calls += 1;
    return calls === 1 ? failure(500, 'Internal server error') : ok(answers.featured);
  };
}

export const RetryAfterFailure: Story = {
  parameters: { api: { [FEATURED]: failOnceThenFeatured() } },
  play: async ({ canvasElement }) => {
    const featured = featuredList(canvasElement);
    await userEvent.click(await featured.findByRole('button', { name: 'Retry' }));
    await expect(await featured.findByRole('link', { name: featuredProducts[0]?.name })).toBeVisible();
    await expect(featured.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Rupees: Story = {
  args: { currency: 'INR' },
  play: async ({ canvasElement }) => {
    const featured = featuredList(canvasElement);
    await featured.findByRole('link', { name: featuredProducts[0]?.name });
    await expect(featured.getAllByText(/^₹/).length).toBeGreaterThan(0);
    await expect(featured.queryByText(/^\$/)).not.toBeInTheDocument();
  },
};

/** Keyboard only: Shop now is the first stop, then each featured product in turn. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, canvasElement }) => {
    const featured = featuredList(canvasElement);
    await featured.findByRole('link', { name: featuredProducts[0]?.name });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Shop now' })).toHaveFocus();
    await userEvent.tab();
    await expect(featured.getByRole('link', { name: 'View all products' })).toHaveFocus();
    await userEvent.tab();
    await expect(featured.getByRole('link', { name: featuredProducts[0]?.name })).toHaveFocus();
  },
};

export const PopulatedMobile: Story = { ...Populated, ...mobile };
export const PopulatedTablet: Story = { ...Populated, ...tablet };
export const PopulatedDesktop: Story = { ...Populated, ...desktop };
export const LoadingMobile: Story = { ...Loading, ...mobile };
export const LoadFailedMobile: Story = { ...LoadFailed, ...mobile };
