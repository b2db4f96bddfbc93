import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findToast } from '../../common/story-support/find-toast';
import { failure } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { listStoryMeta } from '../list/list-story-meta';
import { AdminUsersPage, type AdminUsersPageProps } from './admin-users-page';
import { currentAdmin, emma, fakeAdminUsers, ROLE_ROUTE, storyUsers } from './stories-data';
import { UsersAtUrl } from './story-host';

const directory = fakeAdminUsers();
/** The same store with one administrator left: the signed-in one. */
const lastAdminDirectory = fakeAdminUsers(
  storyUsers.map((user) => (user._id === currentAdmin._id ? user : { ...user, role: 'user' as const })),
);

/** A user's role changed from the list: the spec's question first, then the answer, or back as it was. */
const meta = {
  title: 'Admin/Users/Role changes',
  component: AdminUsersPage,
  tags: ['autodocs'],
  args: { query: '', onQueryChange: fn(), currentUserId: currentAdmin._id, onSelfDemoted: fn() },
  ...listStoryMeta((args: AdminUsersPageProps) => <UsersAtUrl {...args} />, directory),
  parameters: {
    layout: 'fullscreen',
    api: directory.routes,
    docs: {
      description: {
        component:
          "A user's role changed from the admin users list. Stories: a promotion, cancelled, busy, a " +
          'failed call, the last admin refused, an admin demoting themselves, another admin, a filtered ' +
          'list, keyboard only, and widths.',
      },
    },
  },
} satisfies Meta<typeof AdminUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus moves after a fade or a re-render: as long as the dialog's fade-in may take on a busy machine. */
const SLOW = { timeout: 5000 };

const emmaRole = (role: string) => `Role of Emma Wilson: ${role}`;
const emmaQuestion = "Change Emma Wilson's role?";
const ownRole = (role: string) => `Role of Ada Admin: ${role}`;
const SELF_QUESTION = 'Change your own role?';

/** Opens a role dropdown with the pointer and picks a role. */
async function pickRole(dropdownName: string, role: 'User' | 'Admin') {
  await userEvent.click(await screen.findByRole('button', { name: dropdownName }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible(), SLOW);
  await userEvent.click(within(menu).getByRole('menuitemradio', { name: role }));
}

/** The question, once it has faded in. */
async function findQuestion(title: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  // It fades in; on a busy machine that takes a while.
  await waitFor(() => expect(dialog).toBeVisible(), SLOW);
  return within(dialog);
}

const questionGone = (title: string) =>
  waitFor(() => expect(screen.queryByRole('alertdialog', { name: title })).not.toBeInTheDocument(), SLOW);

/** Promote a shopper: the spec's question with the role, then the spec's toast and the admin's shield. */
export const ChangeRole: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Users' });
    await pickRole(emmaRole('User'), 'Admin');
    const dialog = await findQuestion(emmaQuestion);
    await expect(
      dialog.getByText("Are you sure you want to change this user's role to admin?"),
    ).toBeVisible();
    await expect(dialog.queryByText(/lose access/)).not.toBeInTheDocument();
    // The dropdown shows the choice while it is asked about.
    await expect(canvas.getByRole('button', { name: emmaRole('Admin') })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Make Admin' }));
    await findToast('User role updated successfully');
    await expect(directory.roleBodies).toEqual([{ id: emma._id, role: 'admin' }]);
    const row = within(canvas.getByRole('row', { name: /Emma Wilson/ }));
    await expect(await row.findByRole('img', { name: 'Administrator' })).toBeVisible();
    await expect(row.getByRole('button', { name: emmaRole('Admin') })).toBeVisible();
  },
};

/** Cancel changes nothing: no call, and the dropdown is back on the role the user has. */
export const CancelChangesNothing: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Users' });
    await pickRole(emmaRole('User'), 'Admin');
    const dialog = await findQuestion(emmaQuestion);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await questionGone(emmaQuestion);
    const dropdown = canvas.getByRole('button', { name: emmaRole('User') });
    await waitFor(() => expect(dropdown).toHaveFocus(), SLOW);
    await expect(directory.roleBodies).toEqual([]);
    await expect(
      within(canvas.getByRole('row', { name: /Emma Wilson/ })).queryByRole('img', { name: 'Administrator' }),
    ).not.toBeInTheDocument();
  },
};

/** Busy: while the call runs the dropdown shows it, and cannot be opened to change the role again. */
export const RoleChangeBusy: Story = {
  parameters: { api: { ...directory.routes, [ROLE_ROUTE]: 'never' } },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Users' });
    await pickRole(emmaRole('User'), 'Admin');
    const dialog = await findQuestion(emmaQuestion);
    await userEvent.click(dialog.getByRole('button', { name: 'Make Admin' }));
    await questionGone(emmaQuestion);
    const dropdown = canvas.getByRole('button', { name: /Role of Emma Wilson/ });
    await expect(dropdown).toHaveAttribute('aria-disabled', 'true');
    // It names the role asked for, and shows it is busy with a spinner.
    await expect(dropdown).toHaveAccessibleName(emmaRole('Admin'));
    await expect(dropdown.querySelector('[data-slot="spinner"], [role="progressbar"]')).not.toBeNull();
    await userEvent.click(dropdown, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** A failed call: the spec's toast, and the dropdown goes back to the role the user still has. */
export const FailureRollsBack: Story = {
  parameters: { api: { ...directory.routes, [ROLE_ROUTE]: failure(500, 'Internal server error') } },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Users' });
    await pickRole(emmaRole('User'), 'Admin');
    const dialog = await findQuestion(emmaQuestion);
    await userEvent.click(dialog.getByRole('button', { name: 'Make Admin' }));
    await findToast('Failed to update user role');
    await expect(await canvas.findByRole('button', { name: emmaRole('User') })).toBeEnabled();
    await expect(
      within(canvas.getByRole('row', { name: /Emma Wilson/ })).queryByRole('img', { name: 'Administrator' }),
    ).not.toBeInTheDocument();
  },
};

/** The server refuses to demote the last administrator: its own words, and the dropdown stays Admin. */
export const LastAdminRefused: Story = {
  tags: ['visual'],
  parameters: { api: lastAdminDirectory.routes },
  beforeEach: lastAdminDirectory.reset,
  play: async ({ args, canvas }) => {
    await canvas.findByRole('grid', { name: 'Users' });
    await pickRole(ownRole('Admin'), 'User');
    const dialog = await findQuestion(SELF_QUESTION);
    await userEvent.click(dialog.getByRole('button', { name: 'Make User' }));
    await findToast('The last administrator cannot be demoted');
    await expect(await canvas.findByRole('button', { name: ownRole('Admin') })).toBeVisible();
    await expect(args.onSelfDemoted).not.toHaveBeenCalled();
  },
};

/**
 * An admin demoting themselves is told first that they will lose the admin panel (Cancel has the focus);
 * once it is saved the app is told, to take them out of the admin area.
 */
export const SelfDemotion: Story = {
  play: async ({ args, canvas }) => {
    await canvas.findByRole('grid', { name: 'Users' });
    await pickRole(ownRole('Admin'), 'User');
    const dialog = await findQuestion(SELF_QUESTION);
    await expect(dialog.getByText("Are you sure you want to change this user's role to user?")).toBeVisible();
    await expect(dialog.getByText(/You will lose access to the admin panel/)).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus(), SLOW);
    await userEvent.click(dialog.getByRole('button', { name: 'Make User' }));
    await findToast('User role updated successfully');
    await waitFor(() => expect(args.onSelfDemoted).toHaveBeenCalledTimes(1));
    await expect(directory.roleBodies).toEqual([{ id: currentAdmin._id, role: 'user' }]);
  },
};

/** Promoting themselves is no loss: an admin changing another admin gets no warning either. */
export const NoWarningForOthers: Story = {
  play: async ({ args, canvas }) => {
    await canvas.findByRole('grid', { name: 'Users' });
    const [, otherDropdown] = canvas.getAllByRole('button', { name: /: Admin$/ });
    await userEvent.click(otherDropdown as HTMLElement);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'User' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await waitFor(() => expect(dialog.getByText(/role to user\?/)).toBeVisible());
    await expect(dialog.queryByText(/lose access/)).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Make User' }));
    await findToast('User role updated successfully');
    await expect(args.onSelfDemoted).not.toHaveBeenCalled();
  },
};

/** Under the Admins filter a demoted admin leaves the list, and the counts follow. */
export const LeavesFilteredList: Story = {
  args: { query: '?role=admin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Showing: 6 of 6 users')).toBeVisible();
    const [, otherDropdown] = canvas.getAllByRole('button', { name: /: Admin$/ });
    const name = otherDropdown?.textContent?.match(/Role of (.+):/)?.[1] ?? '';
    await userEvent.click(otherDropdown as HTMLElement);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'User' }));
    const dialog = await findQuestion(`Change ${name}'s role?`);
    await userEvent.click(dialog.getByRole('button', { name: 'Make User' }));
    await findToast('User role updated successfully');
    await expect(await canvas.findByText('Showing: 5 of 5 users')).toBeVisible();
    await expect(canvas.queryByRole('row', { name: new RegExp(name) })).not.toBeInTheDocument();
  },
};

/**
 * Keyboard only: Tab enters the table, the arrows reach Emma's role, Enter opens the dropdown, the arrows and
 * Enter pick Admin; Escape cancels the question and the focus is back on the dropdown, as it was; a second
 * time Enter confirms.
 */
export const KeyboardOnly: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Users' });
    canvas.getByRole('combobox', { name: 'Role' }).focus();
    await userEvent.tab();
    await expect(canvas.getAllByRole('row')[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('row')[2]).toHaveFocus();
    // The row's cells in order: User, Email, then the Role dropdown.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const dropdown = canvas.getByRole('button', { name: emmaRole('User') });
    await expect(dropdown).toHaveFocus();
    await expect(dropdown).toHaveAttribute('data-focus-visible');

    const chooseAdmin = async () => {
      await userEvent.keyboard('{Enter}');
      const menu = await screen.findByRole('menu');
      await waitFor(
        () => expect(within(menu).getByRole('menuitemradio', { name: 'User' })).toHaveFocus(),
        SLOW,
      );
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(menu).getByRole('menuitemradio', { name: 'Admin' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      return findQuestion(emmaQuestion);
    };

    let dialog = await chooseAdmin();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Make Admin' })).toHaveFocus(), SLOW);
    await userEvent.keyboard('{Escape}');
    await questionGone(emmaQuestion);
    await waitFor(() => expect(canvas.getByRole('button', { name: emmaRole('User') })).toHaveFocus(), SLOW);
    await expect(directory.roleBodies).toEqual([]);

    dialog = await chooseAdmin();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Make Admin' })).toHaveFocus(), SLOW);
    await userEvent.keyboard('{Enter}');
    await findToast('User role updated successfully');
    await waitFor(() => expect(canvas.getByRole('button', { name: emmaRole('Admin') })).toHaveFocus(), SLOW);
  },
};

export const ChangeRoleMobile: Story = { ...ChangeRole, ...mobile };
export const ChangeRoleTablet: Story = { ...ChangeRole, ...tablet };
export const RoleChangeBusyMobile: Story = { ...RoleChangeBusy, ...mobile };
export const RoleChangeBusyDesktop: Story = { ...RoleChangeBusy, ...desktop };
export const LastAdminRefusedMobile: Story = { ...LastAdminRefused, ...mobile };
export const LastAdminRefusedTablet: Story = { ...LastAdminRefused, ...tablet };
export const SelfDemotionMobile: Story = { ...SelfDemotion, ...mobile };
export const SelfDemotionTablet: Story = { ...SelfDemotion, ...tablet };
export const SelfDemotionDesktop: Story = { ...SelfDemotion, ...desktop };
