import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Pagination, type PaginationProps } from '.';

/** Holds the page, as a screen would. */
function StatefulPagination({ onPageChange, ...props }: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 1, pageSize: 12, totalItems: 240, onPageChange: fn() },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

export const FirstPage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByText(/Showing/)).toHaveTextContent('Showing 1 to 12 of 240 results');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText(/Showing/)).toHaveTextContent('Showing 13 to 24 of 240 results');
  },
};

export const Middle: Story = {
  args: { page: 10 },
  play: async ({ canvas }) => {
    const pages = canvas.getAllByRole('button', { name: /^Page/ }).map((button) => button.textContent);
    await expect(pages).toEqual(['1', '9', '10', '11', '20']);
    await expect(canvas.getAllByText('…')).toHaveLength(2);
  },
};

export const LastPage: Story = {
  args: { page: 20, totalItems: 235 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByText(/Showing/)).toHaveTextContent('Showing 229 to 235 of 235 results');
  },
};

export const FewPages: Story = { args: { totalItems: 30 } };

export const NoResults: Story = {
  args: { totalItems: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // Previous is disabled, so the first stop is page 1.
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Page 1' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Pages as links, for a page number kept in the URL. */
export const AsLinks: Story = {
  args: { page: 3, getPageHref: (page) => `?page=${page}` },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 4' })).toHaveAttribute('href', '?page=4');
    await expect(canvas.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?page=4');
  },
};

/** The pages as a user sees them: the numbers of the page controls on screen, in order. */
const shownPages = (canvas: Canvas) =>
  canvas.getAllByRole('button', { name: /^Page/ }).map((control: HTMLElement) => control.textContent);

/**
 * A link kept from a longer list (`?page=99` when there are 5 pages): no result is shown, so no range is claimed
 * and no page is marked current; the end of the list is offered, and Previous goes back to the last page.
 */
export const PastTheEnd: Story = {
  args: { page: 99, pageSize: 10, totalItems: 50 },
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('50 results on 5 pages');
    await expect(nav).not.toHaveTextContent(/Showing/);
    await expect(nav.querySelector('[aria-current]')).toBeNull();
    await expect(shownPages(canvas)).toEqual(['1', '2', '3', '4', '5']);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(nav).toHaveTextContent('Showing 41 to 50 of 50 results');
  },
};

/** Past the end of a one-page list: the words stay singular. */
export const PastTheEndOfOnePage: Story = {
  args: { page: 3, pageSize: 10, totalItems: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      '1 result on 1 page',
    );
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  },
};

/** Past the end with pages as links: Previous links to the last page. */
export const PastTheEndAsLinks: Story = {
  args: { page: 99, pageSize: 10, totalItems: 50, getPageHref: (page) => `?page=${page}` },
  render: (args) => <Pagination {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?page=5');
    await expect(canvas.getByRole('link', { name: 'Next' })).not.toHaveAttribute('href');
    await expect(
      canvas.getByRole('navigation', { name: 'Pagination' }).querySelector('[aria-current]'),
    ).toBeNull();
  },
};

/** A phone, as the screens' stories size it: the story test runner sizes the browser to 375 px. */
const mobile = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/**
 * A length in the screen's own pixels. Layout is worked out in fractions of a pixel (system fonts' glyphs are not
 * whole pixels wide), and a control that ends a fraction of a pixel past the pager's edge paints no pixel past it:
 * in Storybook's padded canvas the widest row ends 0.28 px past a 335 px pager.
 */
const devicePixels = (cssPixels: number) => Math.round(cssPixels * window.devicePixelRatio);

/** Every control on one row, none past the right edge of the pager or of the screen, and no sideways scroll. */
async function expectOneRowThatFits(canvas: Canvas) {
  const nav = canvas.getByRole('navigation', { name: 'Pagination' });
  const controls = within(nav).getAllByRole('button');
  const edge = devicePixels(Math.min(nav.getBoundingClientRect().right, window.innerWidth));
  for (const control of controls) {
    await expect(devicePixels(control.getBoundingClientRect().right)).toBeLessThanOrEqual(edge);
  }
  await expect(new Set(controls.map((control) => control.getBoundingClientRect().top)).size).toBe(1);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * A phone (375 px): the first, the current and the last page, Previous and Next as arrows that keep their names,
 * all on one row; every control is a Tab stop with its focus ring.
 */
export const MiddleMobile: Story = {
  ...mobile,
  args: { page: 10 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(375);
    await expect(shownPages(canvas)).toEqual(['1', '10', '20']);
    await expect(canvas.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByText('…').filter((gap) => gap.checkVisibility())).toHaveLength(2);
    await expect(canvas.getByText(/Showing/)).toHaveTextContent('Showing 109 to 120 of 240 results');
    // The arrows alone: their words are for a screen reader only.
    for (const name of ['Previous', 'Next']) {
      await expect(canvas.getByRole('button', { name }).getBoundingClientRect().width).toBeLessThanOrEqual(
        40,
      );
    }
    await expectOneRowThatFits(canvas);

    for (const name of ['Previous', 'Page 1', 'Page 10', 'Page 20', 'Next']) {
      await userEvent.tab();
      const control = canvas.getByRole('button', { name });
      await expect(control).toHaveFocus();
      await expect(control).toHaveAttribute('data-focus-visible');
    }
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    await expect(shownPages(canvas)).toEqual(['1', '11', '20']);
  },
};

/** Thousands of pages on a phone: the widest short window, four-digit numbers and two gaps, still one row. */
export const ManyPagesMobile: Story = {
  ...mobile,
  args: { page: 1500, pageSize: 10, totalItems: 23_450 },
  play: async ({ canvas }) => {
    await expect(shownPages(canvas)).toEqual(['1', '1500', '2345']);
    await expectOneRowThatFits(canvas);
  },
};

/** Past the last page on a phone: the first and the last page, none marked, on one row. */
export const PastTheEndMobile: Story = {
  ...mobile,
  args: { page: 99, pageSize: 10, totalItems: 50 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toHaveTextContent('50 results on 5 pages');
    await expect(shownPages(canvas)).toEqual(['1', '5']);
    await expect(nav.querySelector('[aria-current]')).toBeNull();
    await expectOneRowThatFits(canvas);
  },
};
