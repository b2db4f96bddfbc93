import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/story-support/viewports';
import { listStoryMeta } from '../list/list-story-meta';
import { AdminUsersPage, type AdminUsersPageProps } from './admin-users-page';
import { currentAdmin, fakeAdminUsers } from './stories-data';
import { UsersAtUrl } from './story-host';

const directory = fakeAdminUsers();

/** The list's search, role filter and page live in the URL: what goes out, and what comes back in. */
const meta = {
  title: 'Admin/Users/URL query',
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
          "The admin users list's search, role filter and page kept in the URL. Stories: the debounced " +
          'search, the role filter, turning the page, a shared link, and a phone.',
      },
    },
  },
} satisfies Meta<typeof AdminUsersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing searches once, when it pauses: one change of the URL and one request, not one per key. */
export const SearchDebounced: Story = {
  tags: ['visual'],
  play: async ({ args, canvas }) => {
    await canvas.findByRole('grid', { name: 'Users' });
    const requestsBefore = directory.listRequests().length;
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'wilson', { delay: 40 });
    await expect(args.onQueryChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledTimes(1));
    await expect(args.onQueryChange).toHaveBeenCalledWith('?search=wilson');
    await waitFor(() => expect(directory.lastListParams().get('search')).toBe('wilson'));
    await expect(directory.listRequests().length - requestsBefore).toBe(1);
    await expect(directory.lastListParams().has('role')).toBe(false);
    await expect(await canvas.findByText('Showing: 1 of 1 users')).toBeVisible();
    // Narrowed, the card still counts everyone.
    await expect(canvas.getByText('Total Users').parentElement?.parentElement).toHaveTextContent('23');
  },
};

/** A role filter goes back to page 1; 'all' leaves the URL and the request. */
export const RoleFilterResetsPage: Story = {
  args: { query: '?page=2' },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('grid', { name: 'Users' });
    await expect(directory.lastListParams().get('page')).toBe('2');
    const role = canvas.getByRole('combobox', { name: 'Role' });
    await userEvent.selectOptions(role, 'Admins');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?role=admin');
    await waitFor(() => expect(directory.lastListParams().get('role')).toBe('admin'));
    await expect(directory.lastListParams().get('page')).toBe('1');
    await expect(await canvas.findByText('Showing: 6 of 6 users')).toBeVisible();
    await userEvent.selectOptions(role, 'Users');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?role=user');
    await userEvent.selectOptions(role, 'All Roles');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(directory.lastListParams().has('role')).toBe(false));
  },
};

/** Turning the page keeps the search and role. */
export const PageKeepsFilters: Story = {
  args: { query: '?role=user' },
  play: async ({ args, canvas }) => {
    const pagination = await canvas.findByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(pagination).getByRole('button', { name: 'Next' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?role=user&page=2');
    await waitFor(() => expect(directory.lastListParams().get('page')).toBe('2'));
    await expect(directory.lastListParams().get('role')).toBe('user');
  },
};

/** A shared link opens the same view: the box, the select and the request all read it. */
export const FromLink: Story = {
  args: { query: '?search=example.com&role=admin&plan=gold' },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('grid', { name: 'Users' });
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('example.com');
    await expect(canvas.getByRole('combobox', { name: 'Role' })).toHaveDisplayValue('Admins');
    await expect(Object.fromEntries(directory.lastListParams())).toEqual({
      page: '1',
      limit: '10',
      search: 'example.com',
      role: 'admin',
    });
    await expect(args.onQueryChange).not.toHaveBeenCalled();
  },
};

export const RoleFilterResetsPageMobile: Story = { ...RoleFilterResetsPage, ...mobile };
