import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, screen, within } from 'storybook/test';
import { StatusBadge } from '../badge';
import { IconButton } from '../icon-button';
import { Menu, MenuItem, MenuTrigger } from '../menu';
import { Skeleton } from '../skeleton';
import { Cell, Column, Row, Table, TableBody, TableHeader, TablePlaceholder } from '.';

interface Line {
  id: string;
  name: string;
  price: number;
  stock: number;
}

const lines: Line[] = [
  { id: 'a', name: 'Aurora rain shell', price: 129, stock: 12 },
  { id: 'b', name: 'Borealis fleece', price: 89, stock: 0 },
  { id: 'c', name: 'Comet beanie', price: 24, stock: 3 },
];

function MoreIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
      <circle cx="3.5" cy="8" r="1.25" />
      <circle cx="8" cy="8" r="1.25" />
      <circle cx="12.5" cy="8" r="1.25" />
    </svg>
  );
}

function SortableTable({ rows, onAction }: { rows: Line[]; onAction: (action: string) => void }) {
  const [sort, setSort] = useState<SortDescriptor>({ column: 'name', direction: 'ascending' });
  const sorted = [...rows].sort((first, second) => {
    const key = sort.column as 'name' | 'price';
    const order = first[key] < second[key] ? -1 : first[key] > second[key] ? 1 : 0;
    return sort.direction === 'descending' ? -order : order;
  });
  return (
    <Table aria-label="Products" sortDescriptor={sort} onSortChange={setSort}>
      <TableHeader>
        <Column id="name" isRowHeader allowsSorting>
          Name
        </Column>
        <Column id="price" allowsSorting>
          Price
        </Column>
        <Column id="stock">Stock</Column>
        <Column id="actions" className="w-16 text-end">
          <span className="sr-only">Actions</span>
        </Column>
      </TableHeader>
      <TableBody items={sorted} renderEmptyState={() => <p className="text-muted">No products match.</p>}>
        {(line) => (
          <Row id={line.id}>
            <Cell>{line.name}</Cell>
            <Cell>${line.price}</Cell>
            <Cell>
              <StatusBadge tone={line.stock === 0 ? 'danger' : line.stock < 5 ? 'warning' : 'success'}>
                {line.stock === 0 ? 'Out of stock' : `${line.stock} left`}
              </StatusBadge>
            </Cell>
            <Cell className="text-end">
              <MenuTrigger>
                <IconButton aria-label={`Actions for ${line.name}`} variant="ghost" size="sm">
                  <MoreIcon />
                </IconButton>
                <Menu placement="bottom end" onAction={(key) => onAction(`${String(key)} ${line.id}`)}>
                  <MenuItem id="edit">Edit</MenuItem>
                  <MenuItem id="delete" variant="danger">
                    Delete
                  </MenuItem>
                </Menu>
              </MenuTrigger>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'UI/Table',
  component: SortableTable,
  tags: ['autodocs'],
  args: { rows: lines, onAction: fn() },
} satisfies Meta<typeof SortableTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowNames = (canvas: { getAllByRole: typeof screen.getAllByRole }) =>
  canvas.getAllByRole('rowheader').map((cell) => cell.textContent);

export const Sortable: Story = {
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('columnheader', { name: /Name/ });
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(rowNames(canvas)).toEqual(['Aurora rain shell', 'Borealis fleece', 'Comet beanie']);

    const price = canvas.getByRole('columnheader', { name: /Price/ });
    await userEvent.click(price);
    await expect(price).toHaveAttribute('aria-sort', 'ascending');
    await expect(name).not.toHaveAttribute('aria-sort', 'ascending');
    await expect(rowNames(canvas)).toEqual(['Comet beanie', 'Borealis fleece', 'Aurora rain shell']);

    await userEvent.click(price);
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    await expect(rowNames(canvas)).toEqual(['Aurora rain shell', 'Borealis fleece', 'Comet beanie']);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    // Focus enters the grid on the first row; arrows move by cell.
    const firstRow = canvas.getAllByRole('row')[1];
    await expect(firstRow).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('rowheader', { name: 'Aurora rain shell' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  },
};

export const RowActions: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const row = canvas.getByRole('row', { name: /Borealis fleece/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Actions for Borealis fleece' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete b');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No products match.')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

/**
 * The same table while its rows load: a plain table of skeletons, no grid yet (nothing in it can be focused or
 * selected), in the grid's frame and with its headings, so the rows arrive without moving the page.
 */
export const Loading: Story = {
  render: () => (
    <div aria-busy="true">
      <TablePlaceholder
        aria-label="Products"
        columns={[
          { id: 'name', title: 'Name' },
          { id: 'price', title: 'Price' },
          { id: 'stock', title: 'Stock' },
          { id: 'actions', title: <span className="sr-only">Actions</span>, className: 'w-16 text-end' },
        ]}
        rowCount={3}
        cell={(column) =>
          column.id === 'actions' ? <Skeleton className="ms-auto w-8" /> : <Skeleton className="w-20" />
        }
      />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Products' });
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent),
    ).toEqual(['Name', 'Price', 'Stock', 'Actions']);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(12);
    // Nothing to focus or select yet: the grid's keys come with the rows.
    await expect(table.querySelectorAll('[tabindex], button, input, a')).toHaveLength(0);
  },
};
