import { ADMIN_PAGE_SIZE, paginate } from '@aurora-store/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { desktop, mobile } from '../../common/story-support/viewports';
import { AdminLayout } from '../layout';
import { AdminListPagination } from './admin-list-pagination';

/** The pager under an admin list, in the admin frame: its width is the width a list's page leaves it. */
const meta = {
  title: 'Admin/List/Pagination',
  component: AdminListPagination,
  tags: ['autodocs'],
  render: (args) => (
    <AdminLayout currentPath="/admin/orders">
      <AdminListPagination {...args} />
    </AdminLayout>
  ),
  args: {
    pagination: paginate(3, ADMIN_PAGE_SIZE, 60),
    pageSize: ADMIN_PAGE_SIZE,
    onPageChange: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The pager under every admin list. Stories: a middle page, the last page, a page past the last, ' +
          'and on a phone with six pages, thousands of pages and past the last page.',
      },
    },
  },
} satisfies Meta<typeof AdminListPagination>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const pager = (canvas: Canvas) => within(canvas.getByRole('navigation', { name: 'Pagination' }));

/** Nothing of the pager is past the right edge, and the page does not scroll sideways. */
async function expectFitsTheScreen(canvas: Canvas) {
  const controls = pager(canvas).getAllByRole('button');
  for (const control of controls) {
    await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** A page in the middle: its range, its number marked current, Previous and Next to either side. */
export const MiddlePage: Story = {
  tags: ['visual'],
  ...desktop,
  play: async ({ args, canvas }) => {
    const nav = pager(canvas);
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 21 to 30 of 60 results',
    );
    await expect(nav.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(nav.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

/** The last page: its range ends at the last result, and Next goes nowhere. */
export const LastPage: Story = {
  args: { pagination: paginate(5, ADMIN_PAGE_SIZE, 46) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 41 to 46 of 46 results',
    );
    await expect(pager(canvas).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pager(canvas).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/**
 * A link kept from a longer list (?page=99 of 5): no range and no page marked current, as no row is shown;
 * Previous goes back to the last page, the nearest one with rows.
 */
export const PastLastPage: Story = {
  args: { pagination: paginate(99, ADMIN_PAGE_SIZE, 50) },
  play: async ({ args, canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('50 results on 5 pages');
    await expect(nav).not.toHaveTextContent(/Showing/);
    await expect(nav.querySelector('[aria-current]')).toBeNull();
    await expect(
      pager(canvas)
        .getAllByRole('button', { name: /^Page/ })
        .map((page) => page.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    await expect(pager(canvas).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(pager(canvas).getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

/** Every control of the pager on one row. */
async function expectOneRow(canvas: Canvas) {
  const tops = pager(canvas)
    .getAllByRole('button')
    .map((control) => control.getBoundingClientRect().top);
  await expect(new Set(tops).size).toBe(1);
}

/**
 * Six pages on a phone (QA: the orders list at 390 px ran 6 px off the screen): the first, the current and the
 * last page on one row that fits, Previous and Next as arrows that keep their names, and every control a Tab
 * stop with its focus ring.
 */
export const NarrowSixPages: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    await expectFitsTheScreen(canvas);
    await expectOneRow(canvas);
    const nav = pager(canvas);
    await expect(nav.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    nav.getByRole('button', { name: 'Previous' }).focus();
    for (const name of ['Page 1', 'Page 2', 'Page 3', 'Page 6', 'Next']) {
      await userEvent.tab();
      const control = nav.getByRole('button', { name });
      await expect(control).toHaveFocus();
      await expect(control).toHaveAttribute('data-focus-visible');
    }
  },
};

/** Thousands of pages on a phone: the widest short window, four-digit numbers and two gaps, still one row. */
export const NarrowManyPages: Story = {
  ...mobile,
  args: { pagination: paginate(1500, ADMIN_PAGE_SIZE, 23_450) },
  play: async ({ canvas }) => {
    await expect(
      pager(canvas)
        .getAllByRole('button', { name: /^Page/ })
        .map((page) => page.textContent),
    ).toEqual(['1', '1500', '2345']);
    await expectFitsTheScreen(canvas);
    await expectOneRow(canvas);
  },
};

/** Past the last page on a phone: no page marked, and it fits on one row as well. */
export const NarrowPastLastPage: Story = {
  ...mobile,
  args: { pagination: paginate(99, ADMIN_PAGE_SIZE, 50) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('navigation', { name: 'Pagination' }).querySelector('[aria-current]'),
    ).toBeNull();
    await expectFitsTheScreen(canvas);
    await expectOneRow(canvas);
  },
};
