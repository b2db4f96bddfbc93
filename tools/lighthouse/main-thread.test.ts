import { describe, expect, it } from 'vitest';
import { mainThreadFigures, type TraceEvent } from './main-thread';

const PAGE = { pid: 2, tid: 20 };
const OTHER_RENDERER = { pid: 3, tid: 30 };

const threadName = (thread: { pid: number; tid: number }): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ...thread,
  ts: 0,
  args: { name: 'CrRendererMain' },
});

/** A task at `startMs` lasting `wallMs` on the clock, of which the thread ran `cpuMs`. */
const task = (startMs: number, wallMs: number, cpuMs: number, thread = PAGE): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: startMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

const mark = (name: string, atMs: number, url?: string): TraceEvent => ({
  name,
  ph: 'R',
  ...PAGE,
  ts: atMs * 1000,
  args: url ? { data: { documentLoaderURL: url } } : {},
});

const load: TraceEvent[] = [
  threadName(OTHER_RENDERER),
  threadName(PAGE),
  // Another renderer busier than the page's (the first about:blank's, a spare one) is not the page's.
  ...Array.from({ length: 8 }, (_, index) => task(index * 60, 55, 55, OTHER_RENDERER)),
  { ...mark('navigationStart', 5, ''), ...OTHER_RENDERER },
  task(8, 40, 35),
  mark('navigationStart', 100, 'http://localhost:3000/products'),
  // Before the first paint: counted as work, not as blocking.
  task(110, 60, 20),
  mark('firstContentfulPaint', 300),
  // 80 ms on the clock, 20 ms of it running: blocks 80 * 4 - 50 = 270 ms by wall time, 20 * 4 - 50 = 30 by CPU.
  task(400, 80, 20),
  // A task nested in the one above is not counted twice.
  task(410, 10, 5),
  // Short either way: nothing blocked.
  task(600, 12, 10),
];

describe('mainThreadFigures', () => {
  it('reads the page’s main thread from its navigation on, and blocking from its first paint on', () => {
    expect(mainThreadFigures(load, { cpuSlowdown: 4 })).toEqual({
      cpuMs: 50,
      wallMs: 152,
      cpuBlockingMs: 30,
      wallBlockingMs: 270,
    });
  });

  it('counts blocking at the CPU slowdown given (the desktop preset has none)', () => {
    expect(mainThreadFigures(load, { cpuSlowdown: 1 })).toMatchObject({
      cpuBlockingMs: 0,
      wallBlockingMs: 30,
    });
  });

  it('refuses a trace without the page’s first paint rather than report no blocking', () => {
    const unpainted = load.filter((event) => event.name !== 'firstContentfulPaint');
    expect(() => mainThreadFigures(unpainted, { cpuSlowdown: 4 })).toThrow(/first contentful paint/);
  });
});
