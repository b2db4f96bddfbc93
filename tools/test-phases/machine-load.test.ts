import { describe, expect, it } from 'vitest';
import { cpuSnapshot, formatMachineLine } from './machine-load.ts';

const machine = { cores: 2, model: 'AMD EPYC', mhz: 2096 };

describe('formatMachineLine', () => {
  it("names the machine and splits its busy time between the run's processes and anything else", () => {
    const line = formatMachineLine(
      machine,
      { total: 1_000, idle: 400, own: 50 },
      { total: 21_000, idle: 1_400, own: 17_050 },
    );
    expect(line).toBe(
      "machine: 2 cores, AMD EPYC at 2096 MHz; its cores were busy 95% of the run: 85% with the run's own processes, 10% with anything else",
    );
  });

  it('never counts more of the run than the cores were busy (a child reaped late is counted when it ends)', () => {
    const line = formatMachineLine(machine, { total: 0, idle: 0, own: 0 }, { total: 100, idle: 10, own: 95 });
    expect(line).toContain("busy 90% of the run: 90% with the run's own processes, 0% with anything else");
  });

  it('names only the machine where the cores cannot be read', () => {
    expect(formatMachineLine({ cores: 8, model: 'Apple M2', mhz: 0 }, undefined, undefined)).toBe(
      'machine: 8 cores, Apple M2',
    );
  });
});

describe('cpuSnapshot', () => {
  it.runIf(process.platform === 'linux')('counts this process’s own work on Linux', () => {
    const before = cpuSnapshot();
    const until = Date.now() + 60;
    while (Date.now() < until) Math.sqrt(Math.random());
    const after = cpuSnapshot();
    expect(after && before && after.own > before.own).toBe(true);
    expect(after && before && after.total > before.total).toBe(true);
  });
});
