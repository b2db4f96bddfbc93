import { LinkButton } from '@aurora-store/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mobile } from '../../common/story-support/viewports';
import { withStore } from '../../common/story-support/with-store';
import { AdminDataTable } from './admin-data-table';
import { serializeAdminListQuery } from './admin-list-query';
import { AdminListScreen } from './admin-list-screen';
import { filterControl } from './filter-control';
import { findGrid, retryAfterFailure } from './list-story-steps';
import {
  MEMBER_FILTERS,
  MEMBERS_PAGE_SIZE,
  type Member,
  type MembersQuery,
  memberColumns,
  members,
  membersNoun,
  membersPage,
  ROLE_OPTIONS,
} from './story-members';
import { useAdminList } from './use-admin-list';
import { usePageSelection } from './use-page-selection';

interface MembersScreenProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** The members the store has. */
  from: readonly Member[];
  /** The first load fails, as a dropped connection would. */
  isFirstLoadFailing?: boolean;
}

const asRequest = (current: MembersQuery) => current;
const keyOf = (request: MembersQuery) => ['story-members', serializeAdminListQuery(request)];

/** The composed list screen over members held in memory, its URL following every change it reports. */
function MembersScreen({
  query: startQuery,
  onQueryChange,
  from,
  isFirstLoadFailing = false,
}: MembersScreenProps) {
  const [query, setQuery] = useState(startQuery);
  const failuresLeft = useRef(isFirstLoadFailing ? 1 : 0);
  const list = useAdminList({
    filters: MEMBER_FILTERS,
    query,
    onQueryChange: (next) => {
      onQueryChange(next);
      setQuery(next);
    },
    toRequest: asRequest,
    keyOf,
    load: async (request) => {
      if (failuresLeft.current > 0) {
        failuresLeft.current -= 1;
        throw new Error('Database unavailable');
      }
      return { data: membersPage(from, request) };
    },
    loadFailedTitle: 'Failed to load members',
  });
  const selection = usePageSelection(
    serializeAdminListQuery(list.current),
    list.answer?.members.map((member) => member.id) ?? [],
  );
  return (
    <AdminListScreen
      title="Members"
      description="Everyone who has joined."
      actions={<LinkButton href="/admin/members/new">Add Member</LinkButton>}
      list={list}
      search={{ label: 'Search members', placeholder: 'Name' }}
      filters={[filterControl(list, 'role', 'Role', ROLE_OPTIONS)]}
      summary={(answer) => `${answer.pagination.total} ${membersNoun(answer.pagination.total)}`}
      rowCount={(answer) => answer.members.length}
      empty={{
        noMatch: { title: 'No members match your filters', description: 'Try another name or role.' },
        nothingYet: { title: 'No members yet', description: 'Members appear here once they join.' },
      }}
      table={
        <AdminDataTable
          aria-label="Members"
          columns={memberColumns}
          items={list.answer?.members}
          itemKey={(member) => member.id}
          itemLabel={(member) => member.name}
          selection={selection}
          isRefreshing={list.isRefreshing}
          placeholderRows={MEMBERS_PAGE_SIZE}
        />
      }
    />
  );
}

/**
 * The admin list screen as every list composes it (products, orders, users): heading and actions, search and
 * filters, the count, the table, its empty and failed states, and the pager. Each list's stories cover its own.
 */
const meta = {
  title: 'Admin/List/Screen',
  component: MembersScreen,
  tags: ['autodocs'],
  decorators: [withStore],
  args: { query: '', onQueryChange: fn(), from: members },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The frame every admin list screen shares (heading, search, count, rows, pager), shown with a ' +
          'sample list. Stories: populated, filtered, nothing yet, no match, past the last page, a failed ' +
          'load and its retry, and a phone.',
      },
    },
  },
} satisfies Meta<typeof MembersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: the heading, the count in the status line, ten rows and the pager. */
export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'Members' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(11));
    await expect(canvas.getByRole('status')).toHaveTextContent('23 members');
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 1 to 10 of 23 results',
    );
  },
};

/** A filter goes to the URL and narrows the rows; the count follows. */
export const Filtered: Story = {
  play: async ({ args, canvas }) => {
    await canvas.findByRole('grid', { name: 'Members' });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role' }), 'Admin');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('?role=admin');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('5 members'));
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** Nothing yet: the list says so, with no pager and no count to read. */
export const NothingYet: Story = {
  args: { from: [] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No members yet' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** A search that matches nothing: Clear filters takes the list back to everyone. */
export const NoMatch: Story = {
  args: { query: '?search=nobody' },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No members match your filters' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(await canvas.findByRole('grid', { name: 'Members' })).toBeVisible();
  },
};

/** A link kept from a longer list, past the last page: the way back to the first page. */
export const PastLastPage: Story = {
  args: { query: '?page=9' },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'This page is empty' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the first page' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await expect(await canvas.findByRole('grid', { name: 'Members' })).toBeVisible();
  },
};

/** The first load fails: the message in place and as a toast, then Retry loads the list. */
export const FailedThenRetry: Story = {
  args: { isFirstLoadFailing: true },
  play: async ({ canvas }) => {
    await retryAfterFailure(canvas, 'Failed to load members', findGrid('Members'));
    await expect(canvas.getByRole('status')).toHaveTextContent('23 members');
  },
};

export const PopulatedMobile: Story = { ...Populated, ...mobile };
