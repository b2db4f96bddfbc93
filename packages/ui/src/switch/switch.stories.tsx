import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { children: 'Show prices in euros', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show prices in euros' });
    await expect(toggle).not.toBeChecked();

    await userEvent.click(canvas.getByText('Show prices in euros'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Show prices in euros' })).toBeChecked();
  },
};

export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByText('Show prices in euros'));
    await expect(canvas.getByText('Show prices in euros')).toHaveAttribute('data-hovered');
  },
};

export const KeyboardFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show prices in euros' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle.closest('[data-slot="switch"]')).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show prices in euros' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledOn: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Show prices in euros' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).toBeChecked();
  },
};
