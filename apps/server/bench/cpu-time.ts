import { readdirSync, readFileSync } from 'node:fs';

/*
 * CPU time of the processes a benchmark runs, read from Linux's /proc, so a benchmark can say where the time of a
 * request goes (the server process, PostgreSQL's backends, the load generator) or what a page at rest costs
 * (`pnpm bench:idle`, tools/idle-cpu.ts). Where /proc cannot tell (another
 * system, or PostgreSQL on another machine), a reading is undefined and the benchmark prints none.
 */

/** Clock ticks per second of /proc's CPU times: 100 on every Linux this runs on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** CPU time (user and system) in microseconds that the process has used, or undefined. */
export function processCpuMicros(pid: number): number | undefined {
  try {
    // The command name is in parentheses and may hold spaces and ')': the fields are counted from its last ')'.
    // utime and stime are fields 14 and 15 of proc(5); the slice starts at field 3.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1_000_000) / TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/** The CPU time of every PostgreSQL server process on this machine, or undefined when none is seen. */
export function postgresCpuMicros(): number | undefined {
  let total: number | undefined;
  for (const entry of safeReaddir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const command = safeRead(`/proc/${entry}/comm`).trim();
    if (command !== 'postgres') continue;
    const micros = processCpuMicros(Number(entry));
    if (micros !== undefined) total = (total ?? 0) + micros;
  }
  return total;
}

/** Microseconds of CPU per request between two readings, or undefined. */
export function microsPerRequest(
  before: number | undefined,
  after: number | undefined,
  requests: number,
): number | undefined {
  return before === undefined || after === undefined || requests === 0
    ? undefined
    : (after - before) / requests;
}

function safeReaddir(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
