/**
 * What a page load cost the page's main thread, read from the trace Lighthouse recorded of it. Lighthouse's
 * simulated throttling scales each task's wall-clock duration (its `dur`) by the CPU slowdown; on a machine shared
 * with Lighthouse itself, Chromium's other processes and, with `--busy`, a spinning process, a task's wall time is
 * mostly time the thread waited for a core: on this project's 2-core machines the page's main thread ran for about
 * half of its tasks' wall time with nothing else running, a third with one core kept busy. Its CPU time (`tdur`) is
 * what the page's own code and layout asked for, and moves little with the machine's load: the figure to compare
 * builds by.
 */

/** The fields of a Chrome trace event read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

export interface MainThreadFigures {
  /** CPU time of every task on the page's main thread from its navigation on, in ms. */
  cpuMs: number;
  /** Wall-clock time of the same tasks, in ms. */
  wallMs: number;
  /**
   * Total blocking time as Lighthouse counts it (each task after the first contentful paint, scaled by the CPU
   * slowdown, counts beyond 50 ms), but of the tasks' CPU time instead of their wall time, in ms.
   */
  cpuBlockingMs: number;
  /** The same of the tasks' wall time, as Lighthouse's simulation sees them (before its own graph), in ms. */
  wallBlockingMs: number;
}

/** Lighthouse's threshold: a task longer than this blocks input. */
const LONG_TASK_MS = 50;
/** The top-level events of a thread's tasks in Chromium's traces. */
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

const ms = (microseconds: number) => microseconds / 1000;

/** The thread named CrRendererMain in the renderer process `pid`: the one that ran the page. */
function mainThreadOf(events: readonly TraceEvent[], pid: number): number {
  const thread = events.find(
    (event) =>
      event.pid === pid &&
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain',
  );
  if (!thread) throw new Error('The trace names no main thread in the page’s renderer');
  return thread.tid;
}

/** The figures of the page's load the trace `events` recorded; `cpuSlowdown` is Lighthouse's (4 on mobile). */
export function mainThreadFigures(
  events: readonly TraceEvent[],
  { cpuSlowdown }: { cpuSlowdown: number },
): MainThreadFigures {
  // The page's own navigation (Chromium first opens about:blank, in another renderer): its process ran the page.
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http') === true,
  );
  if (!navigation) throw new Error('The trace has no navigation of the page');
  const { pid } = navigation;
  const tid = mainThreadOf(events, pid);
  const firstPaint = events.find(
    (event) => event.pid === pid && event.name === 'firstContentfulPaint' && event.ts >= navigation.ts,
  );
  if (!firstPaint) throw new Error('The trace has no first contentful paint of the page');
  const tasks = events
    .filter(
      (event) => event.pid === pid && event.tid === tid && event.ph === 'X' && TASK_EVENTS.has(event.name),
    )
    .sort((a, b) => a.ts - b.ts);
  const figures: MainThreadFigures = { cpuMs: 0, wallMs: 0, cpuBlockingMs: 0, wallBlockingMs: 0 };
  // A task run inside another (a nested run loop) is part of the outer one's time already.
  let outerEnd = Number.NEGATIVE_INFINITY;
  for (const event of tasks) {
    if (event.ts < navigation.ts || event.ts < outerEnd) continue;
    outerEnd = event.ts + (event.dur ?? 0);
    const cpu = ms(event.tdur ?? 0);
    const wall = ms(event.dur ?? 0);
    figures.cpuMs += cpu;
    figures.wallMs += wall;
    if (event.ts < firstPaint.ts) continue;
    figures.cpuBlockingMs += Math.max(0, cpu * cpuSlowdown - LONG_TASK_MS);
    figures.wallBlockingMs += Math.max(0, wall * cpuSlowdown - LONG_TASK_MS);
  }
  return figures;
}
