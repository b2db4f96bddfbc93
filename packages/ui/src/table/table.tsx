import {
  type CellProps,
  Collection,
  type ColumnProps,
  composeRenderProps,
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';
import { focusRing } from '../lib/focus-ring';
import {
  CELL_CLASS,
  COLUMN_CLASS,
  ROW_CLASS,
  TABLE_CLASS,
  TABLE_FRAME_CLASS,
  TABLE_HEADER_CLASS,
} from './table-classes';

/**
 * A data table (React Aria's grid): arrow keys move between cells, and a sortable column announces its
 * order through `aria-sort`. Sort the rows yourself from `sortDescriptor` / `onSortChange`. It scrolls
 * sideways inside its frame on a narrow screen. Name it with `aria-label` or `aria-labelledby`.
 */
export function Table({ className, ...props }: TableProps) {
  return (
    <div data-slot="table-frame" className={TABLE_FRAME_CLASS}>
      <RACTable {...props} data-slot="table" className={composeTailwindRenderProps(className, TABLE_CLASS)} />
    </div>
  );
}

export function TableHeader<T extends object>({
  columns,
  children,
  className,
  ...props
}: TableHeaderProps<T>) {
  return (
    <RACTableHeader
      {...props}
      data-slot="table-header"
      className={composeTailwindRenderProps(className, TABLE_HEADER_CLASS)}
    >
      <Collection items={columns}>{children}</Collection>
    </RACTableHeader>
  );
}

/** A column heading; with `allowsSorting` it is a button that cycles the order and shows it with an arrow. */
export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <RACColumn
      {...props}
      data-slot="column"
      className={composeRenderProps(className, (consumerClassName, { isFocusVisible, allowsSorting }) =>
        cn(
          COLUMN_CLASS,
          allowsSorting && 'cursor-pointer hover:text-foreground',
          focusRing({ isFocusVisible }),
          '-outline-offset-2',
          consumerClassName,
        ),
      )}
    >
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span className="inline-flex items-center gap-1">
          {content}
          {allowsSorting && (
            <ChevronDownIcon
              data-slot="sort-indicator"
              className={cn(
                'size-3.5 transition-[rotate,opacity] duration-fast',
                sortDirection === undefined && 'opacity-0',
                sortDirection === 'ascending' && 'rotate-180',
              )}
            />
          )}
        </span>
      ))}
    </RACColumn>
  );
}

/**
 * The rows. `renderEmptyState` draws what shows when there are none (an EmptyState, say), across every
 * column.
 */
export function TableBody<T extends object>({ className, ...props }: TableBodyProps<T>) {
  return (
    <RACTableBody
      {...props}
      data-slot="table-body"
      className={composeTailwindRenderProps(
        className,
        '[&[data-empty]_td]:px-4 [&[data-empty]_td]:py-10 [&[data-empty]_td]:text-center',
      )}
    />
  );
}

export function Row<T extends object>({ columns, children, className, ...props }: RowProps<T>) {
  return (
    <RACRow
      {...props}
      data-slot="row"
      className={composeRenderProps(className, (consumerClassName, { isFocusVisible, isHovered }) =>
        cn(
          ROW_CLASS,
          isHovered && 'bg-elevated/60',
          isFocusVisible &&
            'outline-2 -outline-offset-2 outline-focus-ring forced-colors:outline-[Highlight]',
          consumerClassName,
        ),
      )}
    >
      <Collection items={columns}>{children}</Collection>
    </RACRow>
  );
}

/** A cell; put a row's actions (buttons, a Menu) in its last cell, aligned to the end. */
export function Cell({ className, ...props }: CellProps) {
  return (
    <RACCell
      {...props}
      data-slot="cell"
      className={composeRenderProps(className, (consumerClassName, { isFocusVisible }) =>
        cn(CELL_CLASS, focusRing({ isFocusVisible }), '-outline-offset-2', consumerClassName),
      )}
    />
  );
}
