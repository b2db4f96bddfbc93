const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A year: anything longer is a typo, not a backup schedule. */
const LONGEST_MS = 365 * UNIT_MS.d;

/**
 * Reads `BACKUP_EVERY`: a whole number of minutes, hours or days (`30m`, `24h`, `7d`), in milliseconds, or a
 * sentence saying what is wrong with it.
 */
export function parseBackupInterval(text: string): number | { problem: string } {
  const match = /^(\d{1,6})([mhd])$/.exec(text.trim());
  if (!match?.[1] || !match[2]) {
    return { problem: `'${text}' is not a period such as 30m, 24h or 7d (minutes, hours or days)` };
  }
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  if (ms < UNIT_MS.m) return { problem: 'must be at least 1m' };
  if (ms > LONGEST_MS) return { problem: 'must be at most 365d' };
  return ms;
}
