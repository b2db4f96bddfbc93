import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { findToast } from '../../common/story-support/find-toast';
import { failure, ok } from '../../common/story-support/mock-routes';
import { desktop, mobile, tablet } from '../../common/story-support/viewports';
import { listStoryMeta } from '../list/list-story-meta';
import { failingFirstLoad, findGrid, retryAfterFailure } from '../list/list-story-steps';
import { AdminUsersPage, type AdminUsersPageProps } from './admin-users-page';
import {
  currentAdmin,
  emptyListAnswer,
  fakeAdminUsers,
  otherAdmin,
  pendingShopper,
  USERS_ROUTE,
} from './stories-data';
import { UsersAtUrl } from './story-host';

const directory = fakeAdminUsers();

const meta = {
  title: 'Admin/Users',
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
          "The admin's users list: search, role filter and pages. Stories: populated, the last page, " +
          'loading, no users, no matches, past the last page, a failed load, and phone to desktop widths.',
      },
    },
  },
} satisfies Meta<typeof AdminUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

/** Three pages of mixed roles, verified and pending: every column of spec section 2 in its words. */
export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    const table = await canvas.findByRole('grid', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['User', 'Email', 'Role', 'Joined', 'Status', 'Actions']);
    await expect(canvas.getByText('Total Users').parentElement?.parentElement).toHaveTextContent('23');
    await expect(canvas.getByText('Showing: 10 of 23 users')).toBeVisible();

    const row = within(rowOf('Emma Wilson'));
    await expect(row.getByText('28485a')).toBeVisible();
    await expect(row.getByText('emma.wilson@example.com')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Role of Emma Wilson: User' })).toBeVisible();
    await expect(row.getByText('Aug 17, 2026')).toBeVisible();
    await expect(row.getByText('Verified')).toHaveAttribute('data-tone', 'success');
    await expect(row.queryByRole('img', { name: 'Administrator' })).not.toBeInTheDocument();

    const pending = within(rowOf(`${pendingShopper.firstName} ${pendingShopper.lastName}`));
    await expect(pending.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    const admin = within(rowOf(`${otherAdmin.firstName} ${otherAdmin.lastName}`));
    await expect(admin.getByRole('img', { name: 'Administrator' })).toBeVisible();
    await expect(admin.getByRole('button', { name: /: Admin$/ })).toBeVisible();
    // The signed-in admin's own row says so.
    await expect(within(rowOf('Ada Admin')).getByText('You')).toBeVisible();

    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveAttribute(
      'placeholder',
      'Search users...',
    );
    const role = canvas.getByRole('combobox', { name: 'Role' });
    await expect(role).toHaveDisplayValue('All Roles');
    await expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Roles', 'Users', 'Admins']);
    const pagination = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toHaveTextContent('Showing 1 to 10 of 23 results');
    await expect(within(pagination).getByRole('button', { name: 'Page 3' })).toBeVisible();
    await expect(directory.lastListParams().get('limit')).toBe('10');
    // Nothing is cut off or pushed past the screen: what does not fit scrolls inside the table's frame.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The last page: the summaries count to the end. */
export const LastPage: Story = {
  args: { query: '?page=3' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(canvas.getByText('Showing: 3 of 23 users')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 21 to 23 of 23 results',
    );
  },
};

export const Loading: Story = {
  tags: ['visual'],
  parameters: { api: { ...directory.routes, [USERS_ROUTE]: 'never' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
    const frame = canvasElement.querySelector('[data-slot="admin-data-table"]');
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    // A plain table of placeholders: no grid to arrow through until the rows come.
    await expect(within(canvas.getByRole('table', { name: 'Users' })).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.getByText('Total Users').parentElement?.parentElement).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** A store without accounts: nothing to clear, and no pagination. */
export const Empty: Story = {
  tags: ['visual'],
  parameters: { api: { ...directory.routes, [USERS_ROUTE]: ok(emptyListAnswer) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No users yet' })).toBeVisible();
    await expect(canvas.getByText('Showing: 0 of 0 users')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** A search and role that match nobody: the card still counts everyone, and clearing is one press. */
export const NoMatches: Story = {
  args: { query: '?search=zebra&role=admin' },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No users match your filters' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('zebra');
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Admins');
    await expect(canvas.getByText('Showing: 0 of 0 users')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText('Total Users').parentElement?.parentElement).toHaveTextContent('23'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(await canvas.findByText('Showing: 10 of 23 users')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
  },
};

/** A link to a page the list no longer reaches. */
export const PastLastPage: Story = {
  args: { query: '?page=7' },
  play: async ({ args, canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Go to the first page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(await canvas.findByRole('grid', { name: 'Users' })).toBeVisible();
  },
};

/** The first load fails: the spec's message in place and as a toast, then Retry loads the list. */
export const FailedThenRetry: Story = {
  ...failingFirstLoad(directory, USERS_ROUTE, (request) => directory.list(request)),
  play: async ({ canvas }) => {
    await retryAfterFailure(canvas, 'Failed to load users', findGrid('Users'));
    await expect(canvas.getByText('Total Users').parentElement?.parentElement).toHaveTextContent('23');
  },
};

export const Failed: Story = {
  tags: ['visual'],
  parameters: { api: { ...directory.routes, [USERS_ROUTE]: failure(500, 'Database unavailable') } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    await expect(canvas.getByText('Total Users').parentElement?.parentElement).toHaveTextContent(
      'Not available',
    );
    await expect(await findToast('Failed to load users')).toBeVisible();
  },
};

export const PopulatedMobile: Story = { ...Populated, ...mobile };
export const PopulatedTablet: Story = { ...Populated, ...tablet };
export const PopulatedDesktop: Story = { ...Populated, ...desktop };
export const LoadingMobile: Story = { ...Loading, ...mobile };
export const LoadingDesktop: Story = { ...Loading, ...desktop };
export const EmptyMobile: Story = { ...Empty, ...mobile };
export const EmptyTablet: Story = { ...Empty, ...tablet };
export const NoMatchesMobile: Story = { ...NoMatches, ...mobile };
export const NoMatchesDesktop: Story = { ...NoMatches, ...desktop };
export const FailedMobile: Story = { ...Failed, ...mobile };
export const FailedTablet: Story = { ...Failed, ...tablet };
export const FailedDesktop: Story = { ...Failed, ...desktop };
