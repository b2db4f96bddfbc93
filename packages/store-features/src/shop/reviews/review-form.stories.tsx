import type { Review } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { answers } from '../../common/story-support/fixtures';
import { failure, type MockRequest, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { ReviewForm } from './review-form';

const product = answers.productDetail.data.product;
const route = 'POST /api/products/:id/reviews';

const savedReview: Review = {
  _id: '3f0f8d8e-5b1a-4c4e-9d8b-0c1e2f3a4b5c',
  rating: 4,
  comment: 'Pours beautifully and keeps the water hot.',
  createdAt: '2026-11-20T10:00:00.000Z',
  user: { firstName: 'Emma', lastName: 'Wilson' },
};

/** Records what the form posted, and answers with the saved review. */
function recordingRoute() {
  const requests: MockRequest[] = [];
  const handler = (request: MockRequest) => {
    requests.push(request);
    return ok({ success: true, message: 'Review added', data: { review: savedReview } }, 201);
  };
  return { requests, handler };
}

const meta = {
  title: 'Shop/Review Form',
  component: ReviewForm,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: { [route]: recordingRoute().handler },
    docs: {
      description: {
        component:
          'The form to review a product: stars and a comment. Stories: idle, an empty or blank comment, ' +
          'busy, server and network errors, sent, cancelled, without Cancel, keyboard only, and phone to ' +
          'desktop widths.',
      },
    },
  },
  args: { productId: product._id, onSubmitted: fn(), onCancel: fn(), 'aria-labelledby': 'review-form-title' },
  render: (args) => (
    <main className="mx-auto flex max-w-xl flex-col gap-6 p-6">
      <h1 id="review-form-title" className="font-semibold text-2xl text-foreground">
        Write a Review
      </h1>
      <ReviewForm {...args} />
    </main>
  ),
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastRegion = () => within(document.body);

export const Idle: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Your review/ })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

export const InvalidEmptyComment: Story = {
  tags: ['visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(await canvas.findByText('Comment is required')).toBeVisible();
    const comment = canvas.getByRole('textbox', { name: /Your review/ });
    await expect(comment).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

export const EditingClearsError: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(await canvas.findByText('Comment is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Your review/ }), 'G');
    await expect(canvas.queryByText('Comment is required')).not.toBeInTheDocument();
  },
};

/** Spaces alone are not a comment. */
export const InvalidBlankComment: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your review/ }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(await canvas.findByText('Comment is required')).toBeVisible();
  },
};

export const Busy: Story = {
  parameters: { api: { [route]: 'never' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your review/ }), 'Lovely kettle.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    const busy = await canvas.findByRole('button', { name: 'Submitting...' });
    await expect(busy).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: { api: { [route]: failure(400, 'You have already reviewed this product') } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your review/ }), 'Lovely kettle.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(await toastRegion().findByText('You have already reviewed this product')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: /Your review/ })).toHaveValue('Lovely kettle.');
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};

/** No answer at all (network down): the spec's fallback message. */
export const NetworkError: Story = {
  parameters: { api: { [route]: failure(500, '') } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Your review/ }), 'Lovely kettle.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(await toastRegion().findByText('Failed to submit review')).toBeVisible();
  },
};

const success = recordingRoute();

export const Success: Story = {
  tags: ['visual'],
  parameters: { api: { [route]: success.handler } },
  beforeEach: () => {
    success.requests.length = 0;
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Your review/ }),
      'Pours beautifully and keeps the water hot.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(await toastRegion().findByText('Review submitted successfully')).toBeVisible();
    await expect(args.onSubmitted).toHaveBeenCalledWith(savedReview);
    await expect(success.requests[0]?.params.id).toBe(product._id);
    await expect(success.requests[0]?.body).toEqual({
      rating: 4,
      comment: 'Pours beautifully and keeps the water hot.',
    });
    await expect(canvas.getByRole('textbox', { name: /Your review/ })).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
  },
};

export const CancelResets: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '2 stars' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Your review/ }), 'Not sure yet');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Your review/ })).toHaveValue('');
  },
};

export const WithoutCancel: Story = {
  args: { onCancel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  },
};

const keyboard = recordingRoute();

/** Stars by arrow keys, the comment typed, and the form sent with Enter on the button: no pointer at all. */
export const KeyboardOnly: Story = {
  parameters: { api: { [route]: keyboard.handler } },
  beforeEach: () => {
    keyboard.requests.length = 0;
  },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '5 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Your review/ })).toHaveFocus();
    await userEvent.keyboard('Does the job.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit Review' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalledTimes(1));
    await expect(keyboard.requests[0]?.body).toEqual({ rating: 3, comment: 'Does the job.' });
  },
};

export const IdleMobile: Story = { ...Idle, ...mobile };
export const IdleTablet: Story = { ...Idle, ...tablet };
export const IdleDesktop: Story = { ...Idle, ...desktop };
export const InvalidEmptyCommentMobile: Story = { ...InvalidEmptyComment, ...mobile };
