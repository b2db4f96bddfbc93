import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failure, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { AdminLayout } from '../layout';
import { listLoadStories } from '../list/list-load-stories';
import { AdminCouponsPage } from './admin-coupons-page';
import {
  CREATE_ROUTE,
  codeTaken,
  couponList,
  couponServer,
  DELETE_ROUTE,
  everyStatusCoupons,
  LIST_ROUTE,
  STORY_NOW,
  STORY_TIME_ZONE,
} from './stories-data';

const meta = {
  title: 'Admin/Coupons',
  component: AdminCouponsPage,
  tags: ['autodocs'],
  args: { now: STORY_NOW, timeZone: STORY_TIME_ZONE },
  // A fixed locale, so the date segments a play types into come in the same order on every machine.
  decorators: [
    withStore,
    (Story) => (
      <I18nProvider locale="en-US">
        <Story />
      </I18nProvider>
    ),
  ],
  // As the app shows it: inside the admin frame, at /admin/coupons.
  render: (args) => (
    <AdminLayout currentPath="/admin/coupons">
      <AdminCouponsPage {...args} />
    </AdminLayout>
  ),
  parameters: {
    layout: 'fullscreen',
    api: { [LIST_ROUTE]: ok(couponList(everyStatusCoupons)) },
    docs: {
      description: {
        component:
          "The admin's coupons: the list with each coupon's status, and the form to add, edit or delete " +
          'one. Stories: populated, loading, empty, a failed load, adding, each invalid field, a taken ' +
          'code, saving, editing (also in another time zone), deleting, keyboard, and phone to desktop ' +
          'widths.',
      },
    },
  },
} satisfies Meta<typeof AdminCouponsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const screen = within(document.body);
const toastText = '[data-slot=toast] *';
const expectToast = (message: string) =>
  waitFor(() => expect(screen.getByText(message, { selector: toastText })).toBeVisible(), { timeout: 5000 });

const addButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Add Coupon' });

async function openAddForm(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Add Coupon' }));
  return within(await screen.findByRole('dialog', { name: 'Add New Coupon' }));
}

type Dialog = Awaited<ReturnType<typeof openAddForm>>;

const field = (dialog: Dialog, name: string) => dialog.getByRole('textbox', { name });
const dateField = (dialog: Dialog, name: string) => dialog.getByRole('group', { name });

/** Types a date and time into a date field, segment by segment: 'MMDDYYYY' then 'hhmm' and A or P. */
async function typeDate(dialog: Dialog, name: string, date: string, time: string) {
  const [month] = within(dateField(dialog, name)).getAllByRole('spinbutton');
  if (!month) throw new Error(`${name} has no segments`);
  await userEvent.click(month);
  await userEvent.keyboard(date);
  await userEvent.keyboard(time);
}

/** Replaces a field's text, pasted at once (typing key by key only makes the story slower). */
async function fill(dialog: Dialog, label: string, text: string) {
  const input = field(dialog, label);
  await userEvent.clear(input);
  await userEvent.paste(text);
}

/** Opened dialogs fade in: wait for the end of it. */
const expectShown = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

const submit = (dialog: Dialog, name = 'Create Coupon') =>
  userEvent.click(dialog.getByRole('button', { name }));

/** The field's message, as a screen reader hears it with the field. */
const expectFieldError = (element: HTMLElement, message: string) =>
  expect(element).toHaveAccessibleDescription(expect.stringContaining(message));

const loadStories = listLoadStories(
  {
    listRoute: LIST_ROUTE,
    heading: 'Coupons',
    loadingStatus: 'Loading coupons...',
    list: { role: 'grid', name: 'Coupons' },
    failure: 'Failed to load coupons',
    findLoaded: (canvas) => canvas.findByRole('button', { name: 'Edit WELCOME10' }),
  },
  ok(couponList(everyStatusCoupons)),
);

/** Every display status of spec section 4, with its words in a badge; types, values and uses as the spec says. */
export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    const list = await canvas.findAllByText('WELCOME10');
    await expect(list.length).toBeGreaterThan(0);
    const tones = {
      Active: 'success',
      Scheduled: 'info',
      // The answer said Active; at the page's own time it is over.
      Expired: 'danger',
      'Used Up': 'warning',
      Inactive: 'neutral',
    };
    for (const [status, tone] of Object.entries(tones)) {
      const [badge] = canvas.getAllByText(status, { selector: '[data-slot=status-badge]' }).filter(isShown);
      await expect(badge).toHaveAttribute('data-tone', tone);
    }
    await expect(canvas.getAllByText('Percentage').filter(isShown)).toHaveLength(3);
    await expect(canvas.getAllByText('Fixed Amount').filter(isShown)).toHaveLength(2);
    await expect(canvas.getAllByText('15%').filter(isShown)).toHaveLength(1);
    await expect(canvas.getAllByText('$25.00').filter(isShown)).toHaveLength(1);
    await expect(canvas.getAllByText('100 / 100').filter(isShown)).toHaveLength(1);
    // No limit: 'used / ∞', heard as unlimited.
    await expect(canvas.getAllByRole('img', { name: 'unlimited' }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Edit WELCOME10' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete HOLIDAY20' })).toBeVisible();
    // Valid Period, on the admin's clock (UTC here): three coupons run from ten days ago to thirty days on.
    await expect(canvas.getAllByText('Nov 14, 2026, 12:00 PM').filter(isShown)).toHaveLength(3);
    await expect(canvas.getAllByText('Dec 24, 2026, 12:00 PM').filter(isShown)).toHaveLength(3);
  },
};

/** Shown, not merely present: the table and the cards are both in the page, one hidden by the width. */
function isShown(element: HTMLElement): boolean {
  return element.checkVisibility();
}

export const Loading: Story = { ...loadStories.loading, tags: ['visual'] };

export const Empty: Story = {
  tags: ['visual'],
  parameters: { api: { [LIST_ROUTE]: ok(couponList([])) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No coupons yet' })).toBeVisible();
    await expect(addButton(canvas)).toBeEnabled();
  },
};

/** The first load fails, the next works: the spec's message inline and as a toast, then Retry loads it. */
export const FailedThenRetry: Story = loadStories.failedThenRetry;

/** The failure alone, as it stays until Retry. */
export const Failed: Story = { ...loadStories.failed, tags: ['visual'] };

const adding = couponServer(everyStatusCoupons);

/**
 * A new coupon: the code shows in capitals as typed, the spec's defaults hold, empty limits are sent as the spec
 * says, the dates with their offset; the list shows it and the focus is back on Add Coupon.
 */
export const AddValid: Story = {
  parameters: { api: adding.routes },
  beforeEach: () => adding.reset(),
  play: async ({ canvas }) => {
    const dialog = await openAddForm(canvas);
    await expect(dialog.getByRole('radio', { name: 'Percentage' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Coupon is active' })).toBeChecked();
    await expect(field(dialog, 'Per-user limit')).toHaveValue('1');
    await fill(dialog, 'Coupon code', 'winter5');
    await expect(field(dialog, 'Coupon code')).toHaveValue('WINTER5');
    await fill(dialog, 'Description', 'Five off in winter');
    await userEvent.click(dialog.getByRole('radio', { name: 'Fixed Amount' }));
    await fill(dialog, 'Value', '5.5');
    await typeDate(dialog, 'Valid from', '12012026', '0900A');
    await typeDate(dialog, 'Valid until', '12312026', '1130P');
    await submit(dialog);

    await expectToast('Coupon created successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(addButton(canvas)).toHaveFocus());
    await expect(adding.bodies).toEqual([
      {
        code: 'WINTER5',
        description: 'Five off in winter',
        type: 'fixed',
        value: 5.5,
        minimumAmount: 0,
        maximumDiscount: null,
        usageLimit: null,
        userLimit: 1,
        validFrom: '2026-12-01T09:00:00+00:00',
        validUntil: '2026-12-31T23:30:00+00:00',
        isActive: true,
      },
    ]);
    await expect(await canvas.findByRole('button', { name: 'Edit WINTER5' })).toBeVisible();
  },
};

/** Letters typed in the middle of the code go where the caret is, capitalised, and the caret stays with them. */
export const CodeEditedInTheMiddle: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAddForm(canvas);
    await fill(dialog, 'Coupon code', 'winter');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}xy');
    await expect(field(dialog, 'Coupon code')).toHaveValue('WINXYTER');
  },
};

/** A click beside the form (on the dimmed page) leaves it open with what was typed; Cancel closes it. */
export const ClickBesideKeepsTyping: Story = {
  play: async ({ canvas }) => {
    const dialog = await openAddForm(canvas);
    await fill(dialog, 'Coupon code', 'spring20');
    await fill(dialog, 'Description', 'Twenty off in spring');
    const overlay = document.querySelector<HTMLElement>('[data-slot="modal-overlay"]');
    if (!overlay) throw new Error('The form opened without its overlay');
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 4, clientY: 4 } });

    await expect(screen.getByRole('dialog', { name: 'Add New Coupon' })).toBeVisible();
    await expect(field(dialog, 'Coupon code')).toHaveValue('SPRING20');
    await expect(field(dialog, 'Description')).toHaveValue('Twenty off in spring');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Sent empty: each required field says so on itself, the first takes the focus, and nothing is sent. */
export const InvalidRequired: Story = {
  tags: ['visual'],
  parameters: { api: adding.routes },
  beforeEach: () => adding.reset(),
  play: async ({ canvas }) => {
    const dialog = await openAddForm(canvas);
    await userEvent.clear(field(dialog, 'Per-user limit'));
    await submit(dialog);
    await expectFieldError(field(dialog, 'Coupon code'), 'Coupon code is required');
    await waitFor(() => expect(field(dialog, 'Coupon code')).toHaveFocus());
    await expectFieldError(field(dialog, 'Value'), 'Value is required');
    await expectFieldError(field(dialog, 'Per-user limit'), 'Per-user limit is required');
    await expectFieldError(dateField(dialog, 'Valid from'), 'Valid from must be a date and time');
    await expectFieldError(dateField(dialog, 'Valid until'), 'Valid until must be a date and time');
    await expect(adding.bodies).toEqual([]);

    // Mending a field clears its message.
    await userEvent.type(field(dialog, 'Coupon code'), 'x');
    await expect(field(dialog, 'Coupon code')).not.toHaveAccessibleDescription(
      expect.stringContaining('Coupon code is required'),
    );
  },
};

/** The percentage rules: below 0, above 100, not whole. */
export const InvalidPercentage: Story = {
  parameters: { api: adding.routes },
  beforeEach: () => adding.reset(),
  play: async ({ canvas }) => {
    const dialog = await openAddForm(canvas);
    await fill(dialog, 'Coupon code', 'BAD');
    await typeDate(dialog, 'Valid from', '12012026', '0900A');
    await typeDate(dialog, 'Valid until', '12312026', '0900A');
    for (const [typed, message] of [
      ['-1', 'Value must be at least 0'],
      ['101', 'A percentage must be a whole number from 0 to 100'],
      ['12.5', 'A percentage must be a whole number from 0 to 100'],
    ] as const) {
      await fill(dialog, 'Value', typed);
      await submit(dialog);
      await expectFieldError(field(dialog, 'Value'), message);
      await waitFor(() => expect(field(dialog, 'Value')).toHaveFocus());
    }
    await expect(adding.bodies).toEqual([]);
  },
};

/**
 * The value's error follows the type: 150 is refused as a percentage, and choosing Fixed Amount, which takes
 * it, takes the error away at once; the coupon is then created as typed.
 */
export const TypeChangeRechecksValue: Story = {
  parameters: { api: adding.routes },
  beforeEach: () => adding.reset(),
  play: async ({ canvas }) => {
    const dialog = await openAddForm(canvas);
    await fill(dialog, 'Coupon code', 'BIGSAVE');
    await fill(dialog, 'Value', '150');
    await typeDate(dialog, 'Valid from', '12012026', '0900A');
    await typeDate(dialog, 'Valid until', '12312026', '0900A');
    await submit(dialog);
    const value = field(dialog, 'Value');
    await expectFieldError(value, 'A percentage must be a whole number from 0 to 100');
    await expect(value).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(dialog.getByRole('radio', { name: 'Fixed Amount' }));
    await expect(value).toHaveAccessibleDescription('Dollars off the order.');
    await expect(value).not.toHaveAttribute('aria-invalid');

    await submit(dialog);
    await expectToast('Coupon created successfully');
    await expect(adding.bodies).toMatchObject([{ code: 'BIGSAVE', type: 'fixed', value: 150 }]);
  },
};

/** A fixed amount and the optional amounts: cents at most, 0 or more. */
export const InvalidAmounts: Story = {
  parameters: { api: adding.routes },
  beforeEach: () => adding.reset(),
  play: async ({ canvas }) => {
    const dialog = await openAddForm(canvas);
    await fill(dialog, 'Coupon code', 'BAD');
    await userEvent.click(dialog.getByRole('radio', { name: 'Fixed Amount' }));
    await fill(dialog, 'Value', '5.555');
    await fill(dialog, 'Minimum amount', '-1');
    await fill(dialog, 'Maximum discount', '1.234');
    await submit(dialog);
    await expectFieldError(field(dialog, 'Value'), 'An amount must have at most 2 decimals');
    await expectFieldError(field(dialog, 'Minimum amount'), 'Minimum amount must be at least 0');
    await expectFieldError(field(dialog, 'Maximum discount'), 'Must have at most 2 decimals');

    await fill(dialog, 'Minimum amount', '1.234');
    await fill(dialog, 'Maximum discount', '-5');
    await submit(dialog);
    await expectFieldError(field(dialog, 'Minimum amount'), 'Must have at most 2 decimals');
    await expectFieldError(field(dialog, 'Maximum discount'), 'Maximum discount must be at least 0');
    await expect(adding.bodies).toEqual([]);
  },
};

/** The limits: whole uses, from 1. */
export const InvalidLimits: Story = {
  parameters: { api: adding.routes },
  beforeEach: () => adding.reset(),
  play: async ({ canvas }) => {
    const dialog = await openAddForm(canvas);
    await fill(dialog, 'Usage limit', '0');
    await fill(dialog, 'Per-user limit', '0');
    await submit(dialog);
    await expectFieldError(field(dialog, 'Usage limit'), 'Usage limit must be at least 1');
    await expectFieldError(field(dialog, 'Per-user limit'), 'Per-user limit must be at least 1');

    await fill(dialog, 'Usage limit', '1.5');
    await fill(dialog, 'Per-user limit', '2.5');
    await submit(dialog);
    await expectFieldError(field(dialog, 'Usage limit'), 'Usage limit must be a whole number');
    await expectFieldError(field(dialog, 'Per-user limit'), 'Per-user limit must be a whole number');
    await expect(adding.bodies).toEqual([]);
  },
};

/** The end must come after the start. */
export const InvalidPeriod: Story = {
  parameters: { api: adding.routes },
  beforeEach: () => adding.reset(),
  play: async ({ canvas }) => {
    const dialog = await openAddForm(canvas);
    await fill(dialog, 'Coupon code', 'BACKWARDS');
    await fill(dialog, 'Value', '10');
    await typeDate(dialog, 'Valid from', '12312026', '0900A');
    await typeDate(dialog, 'Valid until', '12012026', '0900A');
    await submit(dialog);
    await expectFieldError(dateField(dialog, 'Valid until'), 'Valid until must be after valid from');
    await expect(adding.bodies).toEqual([]);
  },
};

/** A code already taken: the server's words on the code field and in a toast, the modal open, nothing lost. */
export const DuplicateCode: Story = {
  parameters: { api: { [LIST_ROUTE]: ok(couponList(everyStatusCoupons)), [CREATE_ROUTE]: codeTaken } },
  play: async ({ canvas }) => {
    const dialog = await openAddForm(canvas);
    await fill(dialog, 'Coupon code', 'welcome10');
    await fill(dialog, 'Description', 'Again');
    await fill(dialog, 'Value', '12');
    await typeDate(dialog, 'Valid from', '12012026', '0900A');
    await typeDate(dialog, 'Valid until', '12312026', '0900A');
    await submit(dialog);

    await expectToast('A coupon with this code already exists');
    await expectFieldError(field(dialog, 'Coupon code'), 'A coupon with this code already exists');
    await waitFor(() => expect(field(dialog, 'Coupon code')).toHaveFocus());
    await expectShown(screen.getByRole('dialog', { name: 'Add New Coupon' }));
    await expect(field(dialog, 'Coupon code')).toHaveValue('WELCOME10');
    await expect(field(dialog, 'Description')).toHaveValue('Again');
    await expect(field(dialog, 'Value')).toHaveValue('12');
  },
};

/** While it saves: the button is busy, Cancel waits, Escape does not close it. */
export const Saving: Story = {
  parameters: { api: { [LIST_ROUTE]: ok(couponList(everyStatusCoupons)), [CREATE_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    const dialog = await openAddForm(canvas);
    await fill(dialog, 'Coupon code', 'BUSY');
    await fill(dialog, 'Value', '10');
    await typeDate(dialog, 'Valid from', '12012026', '0900A');
    await typeDate(dialog, 'Valid until', '12312026', '0900A');
    await submit(dialog);
    const create = dialog.getByRole('button', { name: /Create Coupon/ });
    await waitFor(() => expect(create).toHaveAttribute('data-pending', 'true'));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expectShown(screen.getByRole('dialog', { name: 'Add New Coupon' }));
  },
};

const editing = couponServer(everyStatusCoupons);

/** Edit opens the form filled with the coupon; Update sends every field and keeps the uses count out of it. */
export const EditPrefilled: Story = {
  parameters: { api: editing.routes },
  beforeEach: () => editing.reset(),
  play: async ({ canvas }) => {
    const edit = await canvas.findByRole('button', { name: 'Edit FLASH25' });
    await userEvent.click(edit);
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Coupon' }));
    await expect(field(dialog, 'Coupon code')).toHaveValue('FLASH25');
    await expect(dialog.getByRole('radio', { name: 'Fixed Amount' })).toBeChecked();
    await expect(field(dialog, 'Value')).toHaveValue('25');
    await expect(field(dialog, 'Minimum amount')).toHaveValue('100');
    await expect(field(dialog, 'Maximum discount')).toHaveValue('');
    await expect(field(dialog, 'Usage limit')).toHaveValue('500');
    await expect(dateField(dialog, 'Valid from')).toHaveTextContent(/11\/27\/2026.*12.*00.*PM/);

    await fill(dialog, 'Value', '30');
    await submit(dialog, 'Update Coupon');
    await expectToast('Coupon updated successfully');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());
    await expect(editing.bodies).toEqual([
      expect.objectContaining({
        code: 'FLASH25',
        type: 'fixed',
        value: 30,
        minimumAmount: 100,
        maximumDiscount: null,
        usageLimit: 500,
        validFrom: '2026-11-27T12:00:00+00:00',
        validUntil: '2026-11-29T12:00:00+00:00',
      }),
    ]);
    await expect(await canvas.findAllByText('$30.00')).not.toHaveLength(0);
  },
};

const editingInNewYork = couponServer(everyStatusCoupons);

/** An admin in New York: the dates show on their clock, say so, and go back with New York's offset. */
export const EditInAnotherTimeZone: Story = {
  args: { timeZone: 'America/New_York' },
  parameters: { api: editingInNewYork.routes },
  beforeEach: () => editingInNewYork.reset(),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByText('Nov 27, 2026, 7:00 AM')).filter(isShown)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit FLASH25' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Coupon' }));
    const validFrom = dateField(dialog, 'Valid from');
    await expect(validFrom).toHaveTextContent(/11\/27\/2026.*7.*00.*AM/);
    await expect(validFrom).toHaveAccessibleDescription(
      expect.stringContaining('Your local time (America/New_York).'),
    );
    await submit(dialog, 'Update Coupon');
    await expectToast('Coupon updated successfully');
    await expect(editingInNewYork.bodies).toEqual([
      expect.objectContaining({
        validFrom: '2026-11-27T07:00:00-05:00',
        validUntil: '2026-11-29T07:00:00-05:00',
      }),
    ]);
  },
};

const deleting = couponServer(everyStatusCoupons);

/** Delete asks first, naming the code; confirmed, the coupon leaves the list. */
export const DeleteConfirmed: Story = {
  parameters: { api: deleting.routes },
  beforeEach: () => deleting.reset(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete HOLIDAY20' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Delete coupon HOLIDAY20?' }));
    await expectShown(question.getByText(/Are you sure you want to delete the coupon/));
    await userEvent.click(question.getByRole('button', { name: 'Delete coupon' }));
    await expectToast('Coupon deleted successfully');
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Delete HOLIDAY20' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(screen.queryByRole('alertdialog', { name: /^Delete coupon/ })).not.toBeInTheDocument(),
    );
    // Its row is gone: the focus goes to Add Coupon rather than falling to the page.
    await waitFor(() => expect(addButton(canvas)).toHaveFocus());
  },
};

/** The delete fails: the spec's message, and the question stays to try again or cancel. */
export const DeleteFailed: Story = {
  parameters: {
    api: {
      [LIST_ROUTE]: ok(couponList(everyStatusCoupons)),
      [DELETE_ROUTE]: failure(500, 'Internal server error'),
    },
  },
  play: async ({ canvas }) => {
    const trigger = await canvas.findByRole('button', { name: 'Delete VIP50' });
    await userEvent.click(trigger);
    const question = within(await screen.findByRole('alertdialog', { name: 'Delete coupon VIP50?' }));
    await userEvent.click(question.getByRole('button', { name: 'Delete coupon' }));
    await expectToast('Failed to delete coupon');
    await expectShown(screen.getByRole('alertdialog', { name: 'Delete coupon VIP50?' }));
    await userEvent.click(question.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Delete VIP50' })).toBeVisible();
  },
};

/** Keyboard only: Enter opens the form with the focus in it, Escape closes it back to the button that opened it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const add = await canvas.findByRole('button', { name: 'Add Coupon' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Add New Coupon' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());

    // On to the first row's Edit: Tab, and inside the table (a grid, one tab stop) the arrow keys.
    const edit = canvas.getByRole('button', { name: 'Edit WELCOME10' });
    for (let step = 0; document.activeElement !== edit; step += 1) {
      if (step > 40) throw new Error('The keyboard never reached Edit WELCOME10');
      const isInTable = document.activeElement?.closest('[role=grid]') !== null;
      await userEvent.keyboard(isInTable ? '{ArrowRight}' : '{Tab}');
    }
    await userEvent.keyboard('{Enter}');
    await expectShown(await screen.findByRole('dialog', { name: 'Edit Coupon' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(edit).toHaveFocus());
  },
};

export const PopulatedMobile: Story = { ...Populated, ...mobile };
export const PopulatedTablet: Story = { ...Populated, ...tablet };
export const PopulatedDesktop: Story = { ...Populated, ...desktop };
export const LoadingMobile: Story = { ...Loading, ...mobile };
export const LoadingDesktop: Story = { ...Loading, ...desktop };
export const EmptyMobile: Story = { ...Empty, ...mobile };
export const FailedMobile: Story = { ...Failed, ...mobile };
export const AddValidMobile: Story = { ...AddValid, ...mobile };
export const InvalidRequiredMobile: Story = { ...InvalidRequired, ...mobile };
export const DuplicateCodeDesktop: Story = { ...DuplicateCode, ...desktop };
export const EditPrefilledMobile: Story = { ...EditPrefilled, ...mobile };
export const DeleteConfirmedMobile: Story = { ...DeleteConfirmed, ...mobile };
export const KeyboardDesktop: Story = { ...Keyboard, ...desktop };
export const KeyboardMobile: Story = { ...Keyboard, ...mobile };
