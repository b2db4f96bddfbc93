import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { AdminLayout } from '../layout';
import { AdminCouponsPage } from './admin-coupons-page';
import {
  EARLIER_SEND,
  MAILING_ROUTE,
  mailingAnswer,
  mailingServer,
  SEND_MAILING_ROUTE,
} from './mailing-stories-data';
import { couponList, everyStatusCoupons, LIST_ROUTE, STORY_NOW, STORY_TIME_ZONE } from './stories-data';

const meta = {
  title: 'Admin/Coupon Mailing',
  component: AdminCouponsPage,
  tags: ['autodocs'],
  args: { now: STORY_NOW, timeZone: STORY_TIME_ZONE },
  decorators: [withStore],
  // As the app shows it: the coupons screen at /admin/coupons, where each row offers 'Email'.
  render: (args) => (
    <AdminLayout currentPath="/admin/coupons">
      <AdminCouponsPage {...args} />
    </AdminLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    api: {
      [LIST_ROUTE]: ok(couponList(everyStatusCoupons)),
      [MAILING_ROUTE]: mailingAnswer({ recipients: 42, lastEmailedAt: null, lastEmailedCount: null }),
    },
    docs: {
      description: {
        component:
          'Emailing a coupon to the shoppers who opted in, from the coupons screen. Stories: the dialog ' +
          'loading, with a count, with nobody, sent before, for an expired coupon and failing to load; ' +
          'sending, sent, and the server refusing.',
      },
    },
  },
} satisfies Meta<typeof AdminCouponsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const screen = within(document.body);
const expectToast = (message: string) =>
  waitFor(() => expect(screen.getByText(message, { selector: '[data-slot=toast] *' })).toBeVisible(), {
    timeout: 5000,
  });

/** The question itself: a toast is an alertdialog too. */
async function findQuestion(): Promise<HTMLElement> {
  return waitFor(() => {
    const [question] = screen.getAllByRole('alertdialog').filter((node) => node.dataset.slot === 'dialog');
    if (!question) throw new Error('The question is not open');
    return question;
  });
}

/** Presses the row's Email (the table's or the card's, whichever the width shows) and finds its question. */
async function openMailing(canvas: Canvas, code = 'WELCOME10') {
  const buttons = await canvas.findAllByRole('button', { name: `Email ${code} to subscribers` });
  const trigger = buttons.find((button: HTMLElement) => button.checkVisibility());
  if (!trigger) throw new Error(`No Email button shown for ${code}`);
  await userEvent.click(trigger);
  const dialog = await findQuestion();
  await waitFor(() => expect(dialog).toBeVisible());
  return { trigger, dialog, question: within(dialog) };
}

const sendButton = (question: Canvas) => question.getByRole('button', { name: /Send emails/ });

/** The count is on its way: the dialog says so, and nothing can be sent yet. */
export const DialogLoading: Story = {
  tags: ['visual'],
  parameters: {
    api: { [LIST_ROUTE]: ok(couponList(everyStatusCoupons)), [MAILING_ROUTE]: 'never' },
  },
  play: async ({ canvas }) => {
    const { question } = await openMailing(canvas);
    await expect(question.getByRole('heading', { name: 'Email WELCOME10 to subscribers' })).toBeVisible();
    await expect(question.getByRole('status')).toHaveTextContent('Counting subscribers...');
    await expect(sendButton(question)).toBeDisabled();
    await expect(question.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** The question names the code and how many shoppers get it; never sent before, it says nothing of a last send. */
export const DialogWithCount: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const { dialog, question } = await openMailing(canvas);
    await expect(
      await question.findByRole('heading', { name: 'Email WELCOME10 to 42 subscribers?' }),
    ).toBeVisible();
    await expect(dialog).toHaveTextContent(/Each shopper who chose Promotional emails gets the code/);
    await expect(dialog).not.toHaveTextContent(/last went out/);
    await expect(sendButton(question)).toBeEnabled();
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Nobody opted in: the dialog says so and offers only Close. */
export const DialogNobody: Story = {
  parameters: {
    api: {
      [LIST_ROUTE]: ok(couponList(everyStatusCoupons)),
      [MAILING_ROUTE]: mailingAnswer({ recipients: 0, lastEmailedAt: null, lastEmailedCount: null }),
    },
  },
  play: async ({ canvas }) => {
    const { dialog, question } = await openMailing(canvas);
    await waitFor(() =>
      expect(dialog).toHaveTextContent('No subscriber has opted in to promotional emails yet'),
    );
    await expect(question.getByRole('heading', { name: 'Email WELCOME10 to subscribers' })).toBeVisible();
    await expect(question.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close']);
  },
};

/** Sent before: the question says when it last went out, on the admin's clock, and to how many. */
export const DialogSentBefore: Story = {
  parameters: {
    api: {
      [LIST_ROUTE]: ok(couponList(everyStatusCoupons)),
      [MAILING_ROUTE]: mailingAnswer({ recipients: 42, ...EARLIER_SEND }),
    },
  },
  play: async ({ canvas }) => {
    const { dialog, question } = await openMailing(canvas);
    await expect(
      await question.findByRole('heading', { name: 'Email WELCOME10 to 42 subscribers?' }),
    ).toBeVisible();
    await expect(dialog).toHaveTextContent('It last went out on Nov 20, 2026, 9:30 AM to 40 subscribers.');
  },
};

/** An expired coupon is not offered to anyone: the dialog says why, asks the server nothing and offers Close. */
export const DialogExpiredCoupon: Story = {
  parameters: {
    api: { [LIST_ROUTE]: ok(couponList(everyStatusCoupons)), [MAILING_ROUTE]: 'unreachable' },
  },
  play: async ({ canvas }) => {
    const { dialog, question } = await openMailing(canvas, 'SUMMER15');
    await expect(dialog).toHaveTextContent('This coupon has expired: it can no longer be emailed');
    await expect(question.getAllByRole('button').map((button) => button.textContent)).toEqual(['Close']);
  },
};

/** The count could not be read: the reason, and Try again. */
export const DialogLoadFailed: Story = {
  parameters: {
    api: {
      [LIST_ROUTE]: ok(couponList(everyStatusCoupons)),
      [MAILING_ROUTE]: failure(500, 'Database unavailable'),
    },
  },
  play: async ({ canvas }) => {
    const { question } = await openMailing(canvas);
    await expect(await question.findByRole('alert')).toHaveTextContent('Database unavailable');
    await expect(question.getByRole('button', { name: 'Try again' })).toBeEnabled();
    await expect(question.queryByRole('button', { name: /Send emails/ })).not.toBeInTheDocument();
  },
};

const pending = mailingServer(42, 'never');

/** While the mails are queued: the confirm button is pending, Cancel and Escape wait for it. */
export const Sending: Story = {
  parameters: { api: pending.routes },
  beforeEach: () => pending.reset(),
  play: async ({ canvas }) => {
    const { question } = await openMailing(canvas);
    await question.findByRole('heading', { name: 'Email WELCOME10 to 42 subscribers?' });
    await userEvent.click(sendButton(question));
    await waitFor(() => expect(sendButton(question)).toHaveAttribute('data-pending', 'true'));
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // A second press while pending sends nothing more.
    await userEvent.click(sendButton(question));
    await userEvent.keyboard('{Escape}');
    await expect(await findQuestion()).toBeVisible();
    await expect(pending.bodies).toEqual([{ ifLastEmailedAt: null }]);
  },
};

const sending = mailingServer(42);

/** By keyboard: Email, Tab to Send emails, Enter; the server's message as a toast, the focus back on Email. */
export const Sent: Story = {
  parameters: { api: sending.routes },
  beforeEach: () => sending.reset(),
  play: async ({ canvas }) => {
    const [trigger] = (
      await canvas.findAllByRole('button', { name: 'Email WELCOME10 to subscribers' })
    ).filter((button) => button.checkVisibility());
    if (!trigger) throw new Error('No Email button shown');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const question = within(await findQuestion());
    await question.findByRole('heading', { name: 'Email WELCOME10 to 42 subscribers?' });
    await waitFor(() => expect(question.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(sendButton(question)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectToast('Coupon WELCOME10 emailed to 42 subscribers');
    await waitFor(() => expect(document.querySelector('[data-slot=dialog]')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(sending.bodies).toEqual([{ ifLastEmailedAt: null }]);

    // Asked again, it says when it went out.
    await userEvent.keyboard('{Enter}');
    const again = await findQuestion();
    await waitFor(() =>
      expect(again).toHaveTextContent('It last went out on Nov 24, 2026, 12:00 PM to 42 subscribers.'),
    );
  },
};

const refusing = mailingServer(42);

/**
 * Another admin sent it while the question was open: the server refuses, the toast gives its reason, and the
 * question stays, now saying when it last went out; confirmed again, it goes.
 */
export const RefusedSentMeanwhile: Story = {
  tags: ['visual'],
  parameters: { api: refusing.routes },
  beforeEach: () => refusing.reset(),
  play: async ({ canvas }) => {
    const { dialog, question } = await openMailing(canvas);
    await question.findByRole('heading', { name: 'Email WELCOME10 to 42 subscribers?' });
    refusing.sentElsewhere();
    await userEvent.click(sendButton(question));
    await expectToast('This coupon was emailed meanwhile: check when it last went out, then confirm again');
    await waitFor(() =>
      expect(dialog).toHaveTextContent('It last went out on Nov 20, 2026, 9:30 AM to 40 subscribers.'),
    );
    await expect(sendButton(question)).toBeEnabled();
    await userEvent.click(sendButton(question));
    await expectToast('Coupon WELCOME10 emailed to 42 subscribers');
    await expect(refusing.bodies).toEqual([
      { ifLastEmailedAt: null },
      { ifLastEmailedAt: '2026-11-20T09:30:00.000Z' },
    ]);
  },
};

/** Switched off in another tab: the server's reason as a toast, and the question stays to cancel. */
export const RefusedInactive: Story = {
  parameters: {
    api: {
      [LIST_ROUTE]: ok(couponList(everyStatusCoupons)),
      [MAILING_ROUTE]: mailingAnswer({ recipients: 42, lastEmailedAt: null, lastEmailedCount: null }),
      [SEND_MAILING_ROUTE]: failure(400, 'This coupon is inactive: activate it before emailing it'),
    },
  },
  play: async ({ canvas }) => {
    const { trigger, dialog, question } = await openMailing(canvas);
    await question.findByRole('heading', { name: 'Email WELCOME10 to 42 subscribers?' });
    await userEvent.click(sendButton(question));
    await expectToast('This coupon is inactive: activate it before emailing it');
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(sendButton(question)).not.toHaveAttribute('data-pending'));
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const DialogWithCountMobile: Story = { ...DialogWithCount, ...mobile };
export const DialogSentBeforeDesktop: Story = { ...DialogSentBefore, ...desktop };
export const SentMobile: Story = { ...Sent, ...mobile };
