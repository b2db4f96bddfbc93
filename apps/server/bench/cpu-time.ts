import { readdirSync, readFileSync } from 'node:fs';

/*
 * CPU time of the processes a benchmark runs, read from Linux's /proc, so a benchmark can say where the time of a
 * request goes: the server process, PostgreSQL's backends, or the load generator. Where /proc cannot tell (another
 * system, or PostgreSQL on another machine), a reading is undefined and the benchmark prints none.
 */

/** Clock ticks per second of /proc's CPU times: 100 on every Linux this runs on (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** CPU time (user and system) in microseconds that the process has used, or undefined. */
export function processCpuMicros(pid: number): number | undefined {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
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
