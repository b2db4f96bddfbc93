import { Button } from '@aurora-store/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { desktop, mobile } from '../../common/story-support/viewports';
import { AdminBulkBar } from './admin-bulk-bar';
import { AdminDataTable } from './admin-data-table';
import { AdminListPagination } from './admin-list-pagination';
import { AdminListToolbar } from './admin-list-toolbar';
import { filterControl } from './filter-control';
import {
  MEMBER_FILTERS,
  MEMBERS_PAGE_SIZE,
  memberColumns,
  members,
  membersNoun,
  membersPage,
  ROLE_OPTIONS,
} from './story-members';
import { useAdminListQuery } from './use-admin-list-query';

/** The composition as a list uses it, over a list held in memory: the toolbar, the bar, the table, the pages. */
function MembersList({
  query: initialQuery,
  onQueryChange,
  isLoading = false,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  isLoading?: boolean;
}) {
  const [query, setQuery] = useState(initialQuery);
  const list = useAdminListQuery(MEMBER_FILTERS, query, (next) => {
    onQueryChange(next);
    setQuery(next);
  });
  const [selected, setSelected] = useState<Selection>(new Set());
  const { search } = list.current;
  const answer = membersPage(members, list.current);
  const shown = answer.members;
  const count = selected === 'all' ? shown.length : selected.size;
  return (
    <div className="flex flex-col gap-4">
      <AdminListToolbar
        searchLabel="Search members"
        searchPlaceholder="Name"
        search={search}
        onSearch={(next) => list.change({ search: next })}
        filters={[filterControl(list, 'role', 'Role', ROLE_OPTIONS)]}
      />
      <AdminBulkBar count={count} noun={membersNoun} onClearSelection={() => setSelected(new Set())}>
        <Button variant="secondary" size="sm">
          Export
        </Button>
      </AdminBulkBar>
      <AdminDataTable
        aria-label="Members"
        columns={memberColumns}
        items={isLoading ? undefined : shown}
        itemKey={(member) => member.id}
        itemLabel={(member) => member.name}
        selection={{ selectedKeys: selected, onSelectionChange: setSelected }}
        placeholderRows={MEMBERS_PAGE_SIZE}
      />
      <AdminListPagination
        pagination={answer.pagination}
        pageSize={MEMBERS_PAGE_SIZE}
        onPageChange={(next) => list.change({ page: next })}
      />
    </div>
  );
}

const meta = {
  title: 'Admin/List',
  component: MembersList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'The table every admin list shares: row selection, a debounced search and sideways scrolling, ' +
          'shown with a sample list. Stories: populated, loading, one page, select all by keyboard, the ' +
          'search, and the scroll cue at narrow and wide widths.',
      },
    },
  },
  args: { query: '', onQueryChange: fn() },
} satisfies Meta<typeof MembersList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: 'Members' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 1 to 10 of 23 results',
    );
    await expect(within(table).getByRole('columnheader', { name: 'Orders' })).toHaveClass('text-end');
  },
};

export const Loading: Story = {
  tags: ['visual'],
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="admin-data-table"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(10);
  },
};

/** One page of results: no pagination at all. */
export const OnePage: Story = {
  args: { query: '?role=admin' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('grid', { name: 'Members' })).getAllByRole('row')).toHaveLength(6);
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  },
};

/** Keyboard only: select all on the page from the header's checkbox, then clear it from the bar. */
export const SelectAllByKeyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('combobox', { name: 'Role' }).focus();
    await userEvent.tab();
    // The first row's checkbox, then the header's above it.
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('10 members selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select All' })).not.toBeChecked();
  },
};

/** The search waits for a pause in typing, then changes the URL once and goes back to page 1. */
export const SearchDebounced: Story = {
  args: { query: '?page=2' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search members' }), 'member 2', {
      delay: 30,
    });
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledTimes(1));
    await expect(args.onQueryChange).toHaveBeenCalledWith('?search=member+2');
  },
};

/** At 375 px the columns scroll sideways, with a shade at the edge and a line that says so. */
export const NarrowScroll: Story = {
  ...mobile,
  play: async ({ canvasElement }) => {
    const shadeAfter = canvasElement.querySelector('[data-slot="scroll-shade"][data-side="end"]');
    await waitFor(() => expect(shadeAfter).toHaveAttribute('data-shown', 'true'));
    await expect(canvasElement.querySelector('[data-slot="scroll-hint"]')).toHaveTextContent(
      'Scroll sideways to see every column.',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const frame = canvasElement.querySelector('[data-slot="table-frame"]');
    frame?.scrollBy({ left: 1000 });
    const shadeBefore = canvasElement.querySelector('[data-slot="scroll-shade"][data-side="start"]');
    await waitFor(() => expect(shadeBefore).toHaveAttribute('data-shown', 'true'));
    await waitFor(() => expect(shadeAfter).toHaveAttribute('data-shown', 'false'));
  },
};

/** The list as a page shows it: the placeholder first, the rows once the answer comes. */
function MembersListLoaded(props: Parameters<typeof MembersList>[0]) {
  const [isLoading, setIsLoading] = useState(true);
  useEffect(() => {
    const answered = setTimeout(() => setIsLoading(false), 200);
    return () => clearTimeout(answered);
  }, []);
  return <MembersList {...props} isLoading={isLoading} />;
}

/** Loaded after its placeholder at 375 px: the shade and the line come with the rows (the table's frame is new). */
export const NarrowScrollAfterLoading: Story = {
  ...mobile,
  render: (args) => <MembersListLoaded {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() =>
      expect(within(canvas.getByRole('grid', { name: 'Members' })).getAllByRole('row')).toHaveLength(11),
    );
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="scroll-hint"]')).toHaveTextContent(
        'Scroll sideways to see every column.',
      ),
    );
    await expect(canvasElement.querySelector('[data-slot="scroll-shade"][data-side="end"]')).toHaveAttribute(
      'data-shown',
      'true',
    );
  },
};

/** Wide enough for every column: no shade, no hint. */
export const WideNoScroll: Story = {
  ...desktop,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="scroll-hint"]')).toBeNull();
  },
};
