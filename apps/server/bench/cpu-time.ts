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
  const fields = statFields(pid);
  return fields && ownMicros(fields);
}

/**
 * CPU time in microseconds of the process's children that have exited and been waited for (cutime and cstime),
 * or undefined: the time of a tool run to completion, such as pgbench, read in the process that started it.
 */
export function processChildrenCpuMicros(pid: number): number | undefined {
  const fields = statFields(pid);
  return fields && childrenMicros(fields);
}

/** The fields of /proc/<pid>/stat from field 3 on, or undefined when it cannot be read. */
function statFields(pid: number): string[] | undefined {
  try {
    // The command name is in parentheses and may hold spaces and ')': the fields are counted from its last ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** utime and stime, fields 14 and 15 of proc(5). */
function ownMicros(fields: string[]): number | undefined {
  return ticksToMicros(Number(fields[11]) + Number(fields[12]));
}

/** cutime and cstime, fields 16 and 17 of proc(5). */
function childrenMicros(fields: string[]): number | undefined {
  return ticksToMicros(Number(fields[13]) + Number(fields[14]));
}

function ticksToMicros(ticks: number): number | undefined {
  return Number.isFinite(ticks) ? (ticks * 1_000_000) / TICKS_PER_SECOND : undefined;
}

/**
 * The CPU time of every PostgreSQL server process on this machine, or undefined when none is seen. A backend
 * whose connection closed is gone from /proc, but its time is not lost: the postmaster waits for it, and the
 * kernel adds it to the postmaster's children's time, which is counted too. So a window in which connections
 * close (pgbench's, as it exits) still counts their backends' work.
 */
export function postgresCpuMicros(): number | undefined {
  const postgres = new Map<number, string[]>();
  for (const entry of safeReaddir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if (safeRead(`/proc/${entry}/comm`).trim() !== 'postgres') continue;
    const fields = statFields(Number(entry));
    if (fields) postgres.set(Number(entry), fields);
  }
  let total: number | undefined;
  for (const fields of postgres.values()) {
    const own = ownMicros(fields);
    // The postmaster is the PostgreSQL process whose parent is not one; field 4 of proc(5) is the parent.
    const isPostmaster = !postgres.has(Number(fields[1]));
    const children = isPostmaster ? childrenMicros(fields) : 0;
    if (own !== undefined && children !== undefined) total = (total ?? 0) + own + children;
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
