import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
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
