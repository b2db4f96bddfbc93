import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiClientProvider } from '../../common/api-client';
import { healthyAnswer, mockApiClient } from '../../common/story-support/mock-api-client';
import { checkBackendEarly } from './early-health-check';
import { STARTUP_QUIET_MS, StartupGate } from './startup-gate';
import { StartupScreen } from './startup-screen';

const meta = {
  title: 'Shop/Startup Gate',
  component: StartupGate,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The screen shown while the store's backend wakes up, before the store itself. Stories: waiting " +
          "and its counter, failed and retried by keyboard, ready, and the page's first frame giving way " +
          'to the store or to the gate.',
      },
    },
  },
  args: { onRetry: fn(), children: <p className="p-8 text-foreground">The store is open.</p> },
} satisfies Meta<typeof StartupGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WaitingAtZeroSeconds: Story = {
  tags: ['visual'],
  render: () => <StartupScreen state="waiting" elapsedSeconds={0} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Waking up backend...' })).toBeVisible();
    await expect(
      canvas.getByText('Please wait while we start our servers. This may take up to 30 seconds.'),
    ).toBeVisible();
    await expect(canvas.getByText('0s elapsed')).toBeVisible();
  },
};

export const WaitingAtSeventeenSeconds: Story = {
  render: () => <StartupScreen state="waiting" elapsedSeconds={17} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('17s elapsed')).toBeVisible();
  },
};

export const Failed: Story = {
  tags: ['visual'],
  render: (args) => <StartupScreen state="failed" onRetry={args.onRetry ?? fn()} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Service Unavailable' })).toBeVisible();
    await expect(canvas.getByText('Failed to connect to backend after multiple attempts')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const FailedRetryByKeyboard: Story = {
  ...Failed,
  play: async ({ canvasElement, args }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Try Again' });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Ready: Story = {
  decorators: [
    (Story) => (
      <ApiClientProvider client={mockApiClient(() => healthyAnswer)}>
        <Story />
      </ApiClientProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The store is open.')).toBeVisible();
    await expect(canvas.queryByText('Waking up backend...')).not.toBeInTheDocument();
  },
};

/** The backend never answers: the gate keeps waiting and its counter ticks every second. */
export const CounterTicks: Story = {
  decorators: [
    (Story) => (
      <ApiClientProvider client={mockApiClient(() => 'never')}>
        <Story />
      </ApiClientProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0s elapsed')).toBeVisible();
    await expect(await canvas.findByText('1s elapsed', {}, { timeout: 3000 })).toBeVisible();
    await expect(await canvas.findByText('2s elapsed', {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.queryByText('The store is open.')).not.toBeInTheDocument();
  },
};

const paintedFrame = <p className="p-8 text-foreground">The page’s frame, as its HTML painted it.</p>;

/**
 * The page's HTML has painted its frame: it stays while the first check is under way, and the start-up screen
 * takes over only once the backend has been slow for half a second, its counter counting from the start.
 */
export const FrameUntilTheBackendIsSlow: Story = {
  args: { frame: paintedFrame },
  decorators: CounterTicks.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The page’s frame, as its HTML painted it.')).toBeVisible();
    await expect(canvas.queryByText('Waking up backend...')).not.toBeInTheDocument();
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Waking up backend...' },
        { timeout: STARTUP_QUIET_MS + 3000 },
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('The page’s frame, as its HTML painted it.')).not.toBeInTheDocument();
    await expect(await canvas.findByText('1s elapsed', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** An awake backend: the frame gives way to the store, with no start-up screen between them. */
export const FrameThenTheStore: Story = {
  args: { frame: paintedFrame },
  decorators: Ready.decorators,
  play: Ready.play,
};

/**
 * A check that fails is news at once: the start-up screen shows without waiting out the quiet period (a minute
 * here, so the story shows it without racing the half second's timer).
 */
export const FrameGivesWayToAFailedCheck: Story = {
  args: { frame: paintedFrame, quietMs: 60_000 },
  decorators: [
    (Story) => (
      <ApiClientProvider client={mockApiClient(() => ({ status: 503, body: { success: false } }))}>
        <Story />
      </ApiClientProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Waking up backend...' })).toBeVisible();
    // Its counter, counted from the gate's start: how far it has got depends on the machine's speed.
    await expect(canvas.getByText(/^\d+s elapsed$/)).toBeVisible();
  },
};

const healthChecks = fn();
const clientCheckedEarly = mockApiClient((url) => {
  healthChecks(url.pathname);
  return healthyAnswer;
});

/**
 * The app sent the first health check as its script started (`checkBackendEarly`): the gate takes that answer
 * rather than asking again, and the frame gives way to the store.
 */
export const CheckedBeforeTheGate: Story = {
  args: { frame: paintedFrame },
  decorators: [
    (Story) => (
      <ApiClientProvider client={clientCheckedEarly}>
        <Story />
      </ApiClientProvider>
    ),
  ],
  beforeEach: () => {
    healthChecks.mockClear();
    checkBackendEarly(clientCheckedEarly);
  },
  play: async (context) => {
    await Ready.play?.(context);
    await expect(healthChecks).toHaveBeenCalledTimes(1);
  },
};
