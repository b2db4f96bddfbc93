import {
  Cell,
  Checkbox,
  Column,
  cn,
  Row,
  Skeleton,
  Table,
  TableBody,
  TableHeader,
  TablePlaceholder,
  type TablePlaceholderColumn,
} from '@aurora-store/ui';
import { type ReactNode, useRef } from 'react';
import type { Selection } from 'react-aria-components';
import { useScrollCue } from './use-scroll-cue';

export interface AdminColumn<Item> {
  id: string;
  /** The column's heading; with `isTitleHidden` it is read out but not drawn (an actions column). */
  title: string;
  isTitleHidden?: boolean;
  /** The cell that names the row (a product's name): it labels the row's checkbox. One per table. */
  isRowHeader?: boolean;
  /** Numbers and actions sit at the end of their cell. */
  align?: 'start' | 'end';
  /** Width and wrapping for the column's cells. */
  className?: string;
  cell: (item: Item) => ReactNode;
  /** What a loading row shows in this column. @default a line of text */
  placeholder?: ReactNode;
}

export interface AdminSelection {
  selectedKeys: Selection;
  onSelectionChange: (keys: Selection) => void;
}

export interface AdminDataTableProps<Item> {
  'aria-label': string;
  columns: readonly AdminColumn<Item>[];
  /** The page's rows; undefined while the first answer is on its way (placeholder rows show). */
  items: readonly Item[] | undefined;
  itemKey: (item: Item) => string;
  /** The row's name for type-ahead and announcements. */
  itemLabel: (item: Item) => string;
  /** Rows selectable for bulk actions: a checkbox column with select-all on the page. */
  selection?: AdminSelection;
  /** Showing the last answer while the next loads. */
  isRefreshing?: boolean;
  /** Placeholder rows while loading: a page's worth. */
  placeholderRows: number;
}

const FRAME = '[data-slot="table-frame"]';
/** The checkbox column of a table with bulk selection. */
const SELECT_COLUMN = 'select';
const SELECT_CLASS = 'w-12 pe-0';

/**
 * The table of every admin list: ui's Table (React Aria's grid: arrow keys move between cells, Space selects a
 * row), an optional checkbox column whose header selects every row of the page, placeholder rows while
 * loading (ui's TablePlaceholder: a plain table, since the grid has nothing to act on until the rows come),
 * and on a narrow screen a cue at each edge where columns are scrolled out of sight.
 */
export function AdminDataTable<Item>({
  'aria-label': label,
  columns,
  items,
  itemKey,
  itemLabel,
  selection,
  isRefreshing = false,
  placeholderRows,
}: AdminDataTableProps<Item>) {
  const isLoading = items === undefined;
  const alignment = (column: AdminColumn<Item>) => cn(column.align === 'end' && 'text-end', column.className);
  const heading = (column: AdminColumn<Item>) =>
    column.isTitleHidden ? <span className="sr-only">{column.title}</span> : column.title;

  return (
    <ScrollCueFrame isLoading={isLoading} isRefreshing={isRefreshing}>
      {isLoading ? (
        <TablePlaceholder
          aria-label={label}
          columns={[
            ...(selection
              ? [
                  {
                    id: SELECT_COLUMN,
                    title: <span className="sr-only">Select</span>,
                    className: SELECT_CLASS,
                  },
                ]
              : []),
            ...columns.map(
              (column): TablePlaceholderColumn => ({
                id: column.id,
                title: heading(column),
                className: alignment(column),
              }),
            ),
          ]}
          rowCount={placeholderRows}
          cell={({ id }) => {
            if (id === SELECT_COLUMN) return <Skeleton shape="block" className="size-5" />;
            const column = columns.find((each) => each.id === id);
            return (
              <>
                {column?.placeholder ?? <Skeleton className="w-20" />}
                {column?.isRowHeader && <span className="sr-only">Loading</span>}
              </>
            );
          }}
        />
      ) : (
        <Table
          aria-label={label}
          selectionMode={selection ? 'multiple' : 'none'}
          selectedKeys={selection?.selectedKeys}
          onSelectionChange={selection?.onSelectionChange}
        >
          <TableHeader>
            {selection && (
              <Column id={SELECT_COLUMN} className={SELECT_CLASS}>
                <Checkbox slot="selection" />
              </Column>
            )}
            {columns.map((column) => (
              <Column
                key={column.id}
                id={column.id}
                isRowHeader={column.isRowHeader}
                className={alignment(column)}
              >
                {heading(column)}
              </Column>
            ))}
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <Row key={itemKey(item)} id={itemKey(item)} textValue={itemLabel(item)}>
                {selection && (
                  <Cell className="pe-0">
                    <Checkbox slot="selection" />
                  </Cell>
                )}
                {columns.map((column) => (
                  <Cell key={column.id} className={alignment(column)}>
                    {column.cell(item)}
                  </Cell>
                ))}
              </Row>
            ))}
          </TableBody>
        </Table>
      )}
    </ScrollCueFrame>
  );
}

/**
 * The table's frame with its scroll cue: the cue's state lives here, and the table comes in as `children`, an
 * element this frame does not make, so a cue that changes (the table has just grown wider than the screen)
 * redraws the shades and the hint, not every row and cell of the table (200 ms on a slow machine).
 */
function ScrollCueFrame({
  isLoading,
  isRefreshing,
  children,
}: {
  isLoading: boolean;
  isRefreshing: boolean;
  children: ReactNode;
}) {
  const frameContainer = useRef<HTMLDivElement>(null);
  const cue = useScrollCue(frameContainer, FRAME, isLoading ? 'placeholder' : 'table');
  return (
    <div className="flex flex-col gap-2">
      <div
        ref={frameContainer}
        aria-busy={isLoading || isRefreshing}
        data-slot="admin-data-table"
        className={cn(
          'relative transition-opacity motion-reduce:transition-none',
          isRefreshing && 'opacity-60',
        )}
      >
        {children}
        <ScrollShade side="start" isShown={cue.hasMoreBefore} />
        <ScrollShade side="end" isShown={cue.hasMoreAfter} />
      </div>
      {(cue.hasMoreAfter || cue.hasMoreBefore) && (
        <p aria-hidden="true" data-slot="scroll-hint" className="text-muted text-xs">
          Scroll sideways to see every column.
        </p>
      )}
    </div>
  );
}

/** A shadow over the frame's edge where columns are out of sight: the table goes on past it. */
function ScrollShade({ side, isShown }: { side: 'start' | 'end'; isShown: boolean }) {
  return (
    <div
      aria-hidden="true"
      data-slot="scroll-shade"
      data-side={side}
      data-shown={isShown}
      className={cn(
        'pointer-events-none absolute inset-y-px w-10 from-background to-transparent transition-opacity duration-fast',
        side === 'start'
          ? 'start-px rounded-s-card bg-gradient-to-r'
          : 'end-px rounded-e-card bg-gradient-to-l',
        isShown ? 'opacity-100' : 'opacity-0',
      )}
    />
  );
}
