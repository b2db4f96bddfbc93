import type { Meta, StoryObj } from '@storybook/react-vite';
import { type DateValue, Form, I18nProvider } from 'react-aria-components';
import { expect, fn } from 'storybook/test';
import { Button } from '../button';
import { DateTimeField } from '.';

const meta = {
  title: 'UI/DateTimeField',
  component: DateTimeField<DateValue>,
  tags: ['autodocs'],
  args: { label: 'Expires at', description: 'In your local time.', onChange: fn() },
  // A fixed locale, so the segment order the tests type in is the same on every machine.
  decorators: [
    (Story) => (
      <I18nProvider locale="en-US">
        <div className="w-72">
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
} satisfies Meta<typeof DateTimeField<DateValue>>;

export default meta;
type Story = StoryObj<typeof meta>;

const segments = (canvas: { getAllByRole: (role: 'spinbutton') => HTMLElement[] }) =>
  canvas.getAllByRole('spinbutton');

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Expires at' })).toBeVisible();
    // Month, day, year, hour, minute and AM/PM: to the minute, no seconds.
    await expect(segments(canvas).map((segment) => segment.getAttribute('data-type'))).toEqual([
      'month',
      'day',
      'year',
      'hour',
      'minute',
      'dayPeriod',
    ]);
  },
};

export const Typing: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const [month] = segments(canvas);
    await expect(month).toHaveFocus();
    // Each segment moves on once it is full.
    await userEvent.keyboard('12312026');
    await userEvent.keyboard('0930P');
    await expect(args.onChange).toHaveBeenCalled();
    // React Aria wraps the time in direction isolates (U+2066, U+2069) so it reads left to right in any locale.
    const text = canvas
      .getByRole('group', { name: 'Expires at' })
      .textContent?.replace(/[\u2066-\u2069]/g, '');
    await expect(text).toBe('12/31/2026, 9:30 PM');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const [month] = segments(canvas);
    await userEvent.keyboard('{ArrowUp}');
    await expect(month).not.toHaveAttribute('aria-valuetext', 'Empty');
    await userEvent.tab();
    await expect(segments(canvas)[1]).toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Choose when the coupon expires.' },
  render: (args) => (
    <Form className="flex flex-col items-start gap-4" onSubmit={(event) => event.preventDefault()}>
      <DateTimeField {...args} className="w-full" />
      <Button type="submit">Save coupon</Button>
    </Form>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save coupon' }));
    await expect(canvas.getByText('Choose when the coupon expires.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const segment of segments(canvas)) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
  },
};
