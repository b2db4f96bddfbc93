import { INVALID_UNSUBSCRIBE_TOKEN_MESSAGE } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { failure } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import {
  orderUpdatesToken,
  promotionsToken,
  resetStoryState,
  sentBodies,
  unsubscribeFailingOnceRoute,
  unsubscribeRoute,
} from './stories-data';
import { UNSUBSCRIBE_FAILED_MESSAGE, UnsubscribePage } from './unsubscribe-page';

const meta = {
  title: 'Shop/Unsubscribe',
  component: UnsubscribePage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: unsubscribeRoute(),
    docs: {
      description: {
        component:
          "The page a mail's unsubscribe link opens. Stories: asking (order or promotional mails), busy, " +
          'unsubscribed, an invalid, missing or refused link, a failure then a retry, offline, and phone ' +
          'to desktop widths.',
      },
    },
  },
  args: { token: orderUpdatesToken, onUnsubscribed: fn() },
  beforeEach: resetStoryState,
} satisfies Meta<typeof UnsubscribePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from an order mail: it asks, and sends nothing until the button is pressed. */
export const Asking: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Stop order update emails?' })).toBeVisible();
    await expect(canvas.getByText(/Nothing changes until you do/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

/** Opened from a promotional mail: the question names those mails. */
export const AskingPromotions: Story = {
  args: { token: promotionsToken },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Stop promotional emails?' })).toBeVisible();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  parameters: { api: unsubscribeRoute('never') },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Unsubscribe' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    await userEvent.click(button);
    await expect(sentBodies).toHaveBeenCalledTimes(1);
  },
};

/** Pressed: done, with the way back to the account's choices; the app is told, to refresh the signed-in user. */
export const Unsubscribed: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    const outcome = await canvas.findByRole('status');
    await expect(outcome).toHaveTextContent('You will no longer receive order update emails.');
    await expect(outcome).toHaveTextContent('You can turn them back on in your account.');
    await expect(outcome).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'your account' })).toHaveAttribute('href', '/profile');
    await expect(canvas.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    await expect(sentBodies).toHaveBeenCalledWith({ token: orderUpdatesToken });
    await expect(args.onUnsubscribed).toHaveBeenCalledWith('orderUpdates');
  },
};

/** A link cut short or made up: refused on sight, with nothing to press and no request. */
export const InvalidLink: Story = {
  tags: ['visual'],
  args: { token: 'not-a-token' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID_UNSUBSCRIBE_TOKEN_MESSAGE);
    await expect(canvas.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/profile');
    await expect(canvas.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(INVALID_UNSUBSCRIBE_TOKEN_MESSAGE);
    await expect(sentBodies).not.toHaveBeenCalled();
  },
};

/** Shaped like a token but not signed by the store: the server's 400 turns the page into the invalid link's. */
export const RefusedToken: Story = {
  tags: ['visual'],
  parameters: { api: unsubscribeRoute(failure(400, INVALID_UNSUBSCRIBE_TOKEN_MESSAGE)) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    const outcome = await canvas.findByRole('alert');
    await expect(outcome).toHaveTextContent(INVALID_UNSUBSCRIBE_TOKEN_MESSAGE);
    await expect(outcome).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    await expect(args.onUnsubscribed).not.toHaveBeenCalled();
  },
};

/** The server failed or could not be reached: say so, and press again. */
export const FailedThenRetried: Story = {
  parameters: { api: unsubscribeFailingOnceRoute() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Database unavailable');
    await expect(args.onUnsubscribed).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'You will no longer receive order update emails.',
    );
    await expect(sentBodies).toHaveBeenCalledTimes(2);
    await expect(args.onUnsubscribed).toHaveBeenCalledWith('orderUpdates');
  },
};

/** No answer at all: the page's own words, not the connection's. */
export const Offline: Story = {
  parameters: { api: unsubscribeRoute('unreachable') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Unsubscribe' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_FAILED_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  },
};

export const AskingMobile: Story = { ...Asking, ...mobile };
export const AskingTablet: Story = { ...Asking, ...tablet };
export const AskingDesktop: Story = { ...Asking, ...desktop };
export const UnsubscribedMobile: Story = { ...Unsubscribed, ...mobile };
export const InvalidLinkMobile: Story = { ...InvalidLink, ...mobile };
