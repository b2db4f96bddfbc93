import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { mobile } from '../../common/story-support/viewports';
import { findOpenDialog } from './story-steps';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';

/** What the app shows when its router holds a navigation away from a dirty product form. */
const meta = {
  title: 'Admin/Product form/Unsaved changes dialog',
  component: UnsavedChangesDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The question asked before leaving the product form with unsaved changes. Stories: open with ' +
          'Stay focused, Escape staying, Leave, and a phone.',
      },
    },
  },
  args: { isOpen: true, onStay: fn(), onLeave: fn() },
} satisfies Meta<typeof UnsavedChangesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Leave without saving?';

/** It says what is at stake, and Stay is the default: focus starts there and Enter stays. */
export const Open: Story = {
  tags: ['visual'],
  play: async ({ args }) => {
    const dialog = await findOpenDialog(title, 'alertdialog');
    await expect(dialog).toHaveTextContent('You have unsaved changes to this product');
    await expect(dialog).toHaveTextContent('they will be lost');
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('Stay'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onStay).toHaveBeenCalledOnce();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

export const EscapeStays: Story = {
  play: async ({ args }) => {
    await findOpenDialog(title, 'alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledOnce();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** Leave is the one answer that loses the changes, and it is only that: not also a Stay. */
export const Leave: Story = {
  play: async ({ args }) => {
    await findOpenDialog(title, 'alertdialog');
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Leave');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await expect(args.onStay).not.toHaveBeenCalled();
  },
};

export const OpenMobile: Story = { ...Open, ...mobile };
