/** How a figure moved against the previous period, in words that do not lean on colour. */
export interface PeriodChange {
  direction: 'up' | 'down' | 'same';
  /** '+12.5%', '−3.0%', 'No change', 'New' (nothing before), 'None' (nothing in either). */
  text: string;
  /** The sentence a screen reader hears after the figure. */
  description: string;
}

/**
 * The change the API computed (`growth`, percent with one decimal, null when the previous period had nothing)
 * as a person reads it. The sign is written out, not left to the arrow's colour.
 */
export function periodChange(current: number, growth: number | null): PeriodChange {
  if (growth === null) {
    return current > 0
      ? { direction: 'up', text: 'New', description: 'Nothing in the previous period' }
      : { direction: 'same', text: 'None', description: 'Nothing in this period or the previous one' };
  }
  if (growth === 0)
    return { direction: 'same', text: 'No change', description: 'The same as the previous period' };
  const size = `${Math.abs(growth).toFixed(1)}%`;
  return growth > 0
    ? { direction: 'up', text: `+${size}`, description: `Up ${size} on the previous period` }
    : { direction: 'down', text: `−${size}`, description: `Down ${size} on the previous period` };
}
