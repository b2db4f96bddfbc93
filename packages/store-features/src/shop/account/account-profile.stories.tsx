import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shopper } from '../../common/story-support/fixtures';
import { failure } from '../../common/story-support/mock-routes';
import { mobile } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { AccountPage } from './account-page';
import { profileSaved } from './stories-data';
import { findToast } from './story-steps';

const saveProfile = fn(profileSaved);
const refuseProfile = fn(() => failure(500, 'Profile update failed'));

const meta = {
  title: 'Shop/Account/Profile',
  component: AccountPage,
  tags: ['autodocs'],
  decorators: [withStore],
  parameters: {
    layout: 'fullscreen',
    api: { 'PUT /api/auth/profile': saveProfile },
    docs: {
      description: {
        component:
          "The shopper's profile, edited on the account page. Stories: saved, names missing or too long, " +
          'busy, the server failing with and without a message, by keyboard, and a phone.',
      },
    },
  },
  args: { user: shopper, onUserChange: fn(), onTokenChange: fn(), onAccountDeleted: fn() },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const profilePanel = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('tabpanel', { name: 'Profile' }));

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

/** The three profile fields are sent (never the email or the address); the app gets the server's user. */
export const Saved: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    saveProfile.mockClear();
    const panel = profilePanel(canvasElement);
    await retype(panel.getByRole('textbox', { name: 'First Name' }), 'Emily');
    await retype(panel.getByRole('textbox', { name: 'Phone' }), '(503) 555-0199');
    await expect(panel.getByRole('textbox', { name: 'Phone' })).toHaveValue('5035550199');
    await userEvent.type(panel.getByRole('textbox', { name: 'City' }), 'Portland');
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));

    await expect(await findToast('Profile updated successfully!')).toBeVisible();
    await expect(saveProfile).toHaveBeenCalledOnce();
    await expect(saveProfile.mock.calls[0]?.[0].body).toEqual({
      firstName: 'Emily',
      lastName: shopper.lastName,
      phone: '5035550199',
    });
    await expect(args.onUserChange).toHaveBeenCalledWith({
      ...shopper,
      firstName: 'Emily',
      phone: '5035550199',
    });
  },
};

/** Names are required: nothing is sent, each field says why, and the form-level toast appears. */
export const Invalid: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    saveProfile.mockClear();
    const panel = profilePanel(canvasElement);
    const firstName = panel.getByRole('textbox', { name: 'First Name' });
    await userEvent.clear(firstName);
    await retype(panel.getByRole('textbox', { name: 'Last Name' }), '   ');
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));

    await expect(await findToast('Please fix the errors in the form')).toBeVisible();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription('First name is required');
    await expect(panel.getByText('Last name is required')).toBeVisible();
    await expect(saveProfile).not.toHaveBeenCalled();
    await expect(args.onUserChange).not.toHaveBeenCalled();

    // Editing a field clears its own error and leaves the other's.
    await userEvent.type(firstName, 'E');
    await expect(panel.queryByText('First name is required')).not.toBeInTheDocument();
    await expect(panel.getByText('Last name is required')).toBeVisible();
  },
};

/** A name over the contract's limit is caught before sending. */
export const InvalidTooLong: Story = {
  play: async ({ canvasElement }) => {
    saveProfile.mockClear();
    const panel = profilePanel(canvasElement);
    const lastName = panel.getByRole('textbox', { name: 'Last Name' });
    await userEvent.click(lastName);
    await userEvent.paste('W'.repeat(51));
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    await expect(await panel.findByText('Last name must be at most 50 characters')).toBeVisible();
    await expect(saveProfile).not.toHaveBeenCalled();
  },
};

/** While the save is under way the button shows a spinner and ignores further presses. */
export const Busy: Story = {
  parameters: { api: { 'PUT /api/auth/profile': 'never' } },
  play: async ({ canvasElement, args }) => {
    const panel = profilePanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    const saving = await panel.findByRole('button', { name: /Save Changes/ });
    await waitFor(() => expect(saving).toHaveAttribute('data-pending', 'true'));
    await expect(args.onUserChange).not.toHaveBeenCalled();
  },
};

/** The server's message is shown as it comes. */
export const ServerFailure: Story = {
  tags: ['visual'],
  parameters: { api: { 'PUT /api/auth/profile': refuseProfile } },
  play: async ({ canvasElement, args }) => {
    const panel = profilePanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'Save Changes' }));
    await expect(await findToast('Profile update failed')).toBeVisible();
    await expect(args.onUserChange).not.toHaveBeenCalled();
    await expect(panel.getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute('data-pending');
  },
};

/** No answer at all (a gateway's empty message): the screen's own words. */
export const ServerFailureWithoutMessage: Story = {
  parameters: { api: { 'PUT /api/auth/profile': failure(502, '') } },
  play: async ({ canvasElement }) => {
    await userEvent.click(profilePanel(canvasElement).getByRole('button', { name: 'Save Changes' }));
    await expect(await findToast('Failed to update profile')).toBeVisible();
  },
};

/** The whole form by keyboard: Tab through the fields, Enter submits. */
export const SavedByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    saveProfile.mockClear();
    const panel = profilePanel(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(panel.getByRole('textbox', { name: 'First Name' })).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}Emma-Rose');
    await userEvent.keyboard('{Enter}');
    await expect(await findToast('Profile updated successfully!')).toBeVisible();
    await expect(args.onUserChange).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Emma-Rose' }));
  },
};

export const InvalidMobile: Story = { ...Invalid, ...mobile };
