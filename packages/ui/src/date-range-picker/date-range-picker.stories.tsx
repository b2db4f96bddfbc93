import { parseDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from '.';

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  tags: ['autodocs'],
  args: {
    label: 'Custom range',
    defaultValue: { start: parseDate('2026-03-02'), end: parseDate('2026-03-08') },
    onChange: fn(),
  },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Custom range' });
    await expect(within(group).getAllByRole('spinbutton')).toHaveLength(6);
  },
};

/** The calendar: the first day pressed starts the range, the second ends it. */
export const PickOnCalendar: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const grid = within(within(await screen.findByRole('dialog')).getByRole('grid'));
    await userEvent.click(grid.getByRole('button', { name: /March 3, 2026/ }));
    await userEvent.click(grid.getByRole('button', { name: /March 6, 2026/ }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(1));
    const [range] = (args.onChange as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(`${range.start} to ${range.end}`).toBe('2026-03-03 to 2026-03-06');
  },
};

/** By keyboard: the calendar opens on the range's first day and the arrow keys move from day to day. */
export const CalendarKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const grid = within(within(await screen.findByRole('dialog')).getByRole('grid'));
    await waitFor(() => expect(grid.getByRole('button', { name: /March 2, 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(grid.getByRole('button', { name: /March 3, 2026/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A range the caller refuses says why under the field. */
export const Refused: Story = {
  args: {
    validate: (range) =>
      range && range.end.compare(range.start) > 30 ? 'A range can be at most 31 days' : null,
    validationBehavior: 'aria',
    defaultValue: { start: parseDate('2026-01-01'), end: parseDate('2026-03-01') },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('A range can be at most 31 days')).toBeVisible();
  },
};
