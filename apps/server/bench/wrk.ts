import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processChildrenCpuMicros } from './cpu-time';
import { runSystemTool, systemToolCommand } from './system-tool';

/*
 * wrk, a load generator written in C, for the benches that hold a route's rate to a reference: on a 2-core
 * machine the load generator's CPU is taken from the server it loads. autocannon appends every answer's body to
 * a string (its pipelined-requests queue), which for 25 KiB of image bytes cost it ~260 us of CPU per answer
 * against the server's ~70 us (its req/s measured autocannon, not the server), and ~80 us for a 6.6 KB product
 * page. wrk reads and counts bytes without decoding them: ~15 us a request. A ratio is only fair with one
 * generator on both sides, so the reference a route is compared with is measured by wrk too, in the same run.
 */

export interface WrkResult {
  perSecond: number;
  requests: number;
  p99Ms: number;
  /** Connection, read, write and timeout errors, and answers outside 2xx and 3xx. */
  failures: number;
  /** CPU microseconds wrk spent per request. */
  loadMicros: number | undefined;
}

/** wrk from `WRK`, else from the PATH. */
export function wrkCommand(): string {
  return systemToolCommand('wrk', 'WRK', 'install it (Debian: apt-get install wrk)');
}

/** What wrk's `done` hook writes as its last line: the run's counts, its p99 (us) and its errors. */
const REPORT_SCRIPT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("wrk-report %d %d %d %d %d %d %d %d\\n", summary.requests, summary.duration,
    latency:percentile(99), e.connect, e.read, e.write, e.status, e.timeout))
end
`;

/**
 * One wrk thread (the server has the other core) holding `connections` open for `seconds`, each request with
 * `headers` besides wrk's own.
 */
export async function measureWithWrk(
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<WrkResult> {
  const folder = await mkdtemp(path.join(tmpdir(), 'aurora-wrk-'));
  try {
    const script = path.join(folder, 'report.lua');
    await writeFile(script, REPORT_SCRIPT);
    const loadBefore = processChildrenCpuMicros(process.pid);
    const stdout = await runSystemTool('wrk', wrkCommand(), [
      '-t1',
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '-s',
      script,
      ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
      url,
    ]);
    const loadAfter = processChildrenCpuMicros(process.pid);
    const report = stdout.match(/^wrk-report (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+) (\d+)$/m);
    if (!report) throw new Error(`wrk did not report: ${stdout.trim()}`);
    const [requests, durationMicros, p99Micros, ...errors] = report.slice(1).map(Number) as [
      number,
      number,
      number,
      ...number[],
    ];
    return {
      perSecond: requests / (durationMicros / 1e6),
      requests,
      p99Ms: p99Micros / 1000,
      failures: errors.reduce((sum, count) => sum + count, 0),
      loadMicros:
        loadBefore === undefined || loadAfter === undefined || requests === 0
          ? undefined
          : (loadAfter - loadBefore) / requests,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
