/*
 * The rules of the form's repeating rows (spec section 2): at least one row of each list always remains,
 * and where focus goes when one leaves; and the order of the images, which is the order saved.
 */

/** The list without the row at `index`; the last row never leaves. */
export function removeRow<Row>(rows: readonly Row[], index: number): Row[] {
  if (rows.length <= 1) return [...rows];
  return rows.filter((_, position) => position !== index);
}

/** Remove shows only when more than one row exists. */
export function canRemoveRow(rowCount: number): boolean {
  return rowCount > 1;
}

/** The row that takes focus when the one at `index` is removed: the previous one, else the next. */
export function rowToFocusAfterRemoval<Row>(rows: readonly Row[], index: number): Row | undefined {
  return index > 0 ? rows[index - 1] : rows[index + 1];
}

/** The list with the row at `from` moved to `to` (both clamped to the list). */
export function moveRow<Row>(rows: readonly Row[], from: number, to: number): Row[] {
  const target = Math.min(Math.max(to, 0), rows.length - 1);
  if (from < 0 || from >= rows.length || from === target) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

/** What a screen reader hears after a move: 'Image 2 moved to position 1 of 3'. */
export function movedAnnouncement(from: number, to: number, count: number): string {
  return `Image ${from + 1} moved to position ${to + 1} of ${count}`;
}

/** Why a specification name cannot be added, or null when it can. Names are compared trimmed, any case. */
export function specificationNameError(name: string, existing: readonly string[]): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a specification name';
  const lower = trimmed.toLowerCase();
  if (existing.some((other) => other.trim().toLowerCase() === lower)) {
    return `A specification named "${trimmed}" already exists`;
  }
  return null;
}
