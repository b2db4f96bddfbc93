/**
 * The table's looks, shared by the grid (table.tsx) and the placeholder drawn while its rows load
 * (table-placeholder.tsx), so the two are the same table to the eye and the swap moves nothing.
 */
// relative: the table's visually hidden parts (selection inputs, labels) are placed inside the frame and
// scroll with it, instead of against an ancestor where they would widen a phone's page.
export const TABLE_FRAME_CLASS =
  'relative w-full overflow-x-auto rounded-card border border-border bg-surface forced-colors:border-[CanvasText]';
export const TABLE_CLASS = 'w-full border-separate border-spacing-0 text-sm';
export const TABLE_HEADER_CLASS = 'bg-elevated';
export const COLUMN_CLASS =
  'border-border border-b px-4 py-3 text-start font-semibold text-muted text-xs uppercase tracking-wide';
export const ROW_CLASS = 'text-foreground outline-0 [&:last-child>td]:border-b-0';
export const CELL_CLASS = 'border-border border-b px-4 py-3 align-middle';
