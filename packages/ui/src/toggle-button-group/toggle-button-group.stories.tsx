import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { GridIcon, ListIcon } from '../icons/store-icons';
import { ToggleButton } from './toggle-button';
import { ToggleButtonGroup } from './toggle-button-group';

const meta = {
  title: 'UI/ToggleButtonGroup',
  component: ToggleButtonGroup,
  subcomponents: { ToggleButton },
  tags: ['autodocs'],
  args: {
    'aria-label': 'View',
    selectionMode: 'single',
    disallowEmptySelection: true,
    defaultSelectedKeys: ['grid'],
    onSelectionChange: fn(),
    children: (
      <>
        <ToggleButton id="grid" size="icon" aria-label="Grid view">
          <GridIcon />
        </ToggleButton>
        <ToggleButton id="list" size="icon" aria-label="List view">
          <ListIcon />
        </ToggleButton>
      </>
    ),
  },
} satisfies Meta<typeof ToggleButtonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product list's grid/list switch: one view is always on. */
export const ViewSwitch: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // Single selection makes it a radio group, so a screen reader says "1 of 2, selected".
    await expect(canvas.getByRole('radiogroup', { name: 'View' })).toBeVisible();
    const grid = canvas.getByRole('radio', { name: 'Grid view' });
    const list = canvas.getByRole('radio', { name: 'List view' });
    await expect(grid).toBeChecked();

    await userEvent.click(list);
    await expect(list).toBeChecked();
    await expect(grid).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['list']));

    // disallowEmptySelection: pressing the chosen view again keeps it (never an empty set).
    await userEvent.click(list);
    await expect(list).toBeChecked();
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith(new Set());
  },
};

export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('radio', { name: 'List view' });
    await userEvent.hover(list);
    await expect(list).toHaveAttribute('data-hovered');
  },
};

export const KeyboardArrows: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const grid = canvas.getByRole('radio', { name: 'Grid view' });
    const list = canvas.getByRole('radio', { name: 'List view' });
    await userEvent.tab();
    await expect(grid).toHaveFocus();
    await expect(grid).toHaveAttribute('data-focus-visible');

    // Arrows move focus within the group; Space selects.
    await userEvent.keyboard('{ArrowRight}');
    await expect(list).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(list).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['list']));

    // One tab stop: the next Tab leaves the group.
    await userEvent.tab();
    await expect(list).not.toHaveFocus();
  },
};

export const WithText: Story = {
  args: {
    'aria-label': 'Currency',
    defaultSelectedKeys: ['usd'],
    children: (
      <>
        <ToggleButton id="usd">USD</ToggleButton>
        <ToggleButton id="eur">EUR</ToggleButton>
        <ToggleButton id="gbp">GBP</ToggleButton>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'USD' })).toBeChecked();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'View' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const list = canvas.getByRole('radio', { name: 'List view' });
    await expect(list).toBeDisabled();
    await userEvent.click(list);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

/** Alone, a ToggleButton is a pressed/not-pressed button. */
export const StandaloneToggle: Story = {
  render: () => (
    <div className="flex gap-3">
      <ToggleButton>Show out of stock</ToggleButton>
      <ToggleButton defaultSelected>On sale only</ToggleButton>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Show out of stock' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('button', { name: 'On sale only' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};
