import { describe, expect, it } from 'vitest';
import { busyShare, cpuTicks, formatMachineLine, machineInfo } from './machine-load.ts';

const machine = { cores: 2, model: 'AMD EPYC', mhz: 2096 };

describe('formatMachineLine', () => {
  it('names the machine and how busy its cores were before and during the run', () => {
    expect(formatMachineLine(machine, 0.031, 0.954)).toBe(
      'machine: 2 cores, AMD EPYC at 2096 MHz; its cores were 3% busy in the second before the run and 95% during it',
    );
  });

  it('names only the machine where the cores cannot be read, and leaves out a clock speed it does not know', () => {
    expect(formatMachineLine({ cores: 8, model: 'Apple M2', mhz: 0 }, undefined, undefined)).toBe(
      'machine: 8 cores, Apple M2',
    );
  });
});

describe('busyShare', () => {
  it('is the share of the ticks between two readings that were not idle', () => {
    expect(busyShare({ total: 1_000, idle: 400 }, { total: 21_000, idle: 1_400 })).toBe(0.95);
  });

  it('is unknown without two readings, or without time between them', () => {
    expect(busyShare(undefined, { total: 10, idle: 5 })).toBeUndefined();
    expect(busyShare({ total: 10, idle: 5 }, { total: 10, idle: 5 })).toBeUndefined();
  });
});

describe.runIf(process.platform === 'linux')('on Linux', () => {
  it('reads the cores’ ticks and a clock speed', () => {
    const ticks = cpuTicks();
    expect(ticks && ticks.total > ticks.idle).toBe(true);
    expect(machineInfo().mhz).toBeGreaterThan(0);
  });
});
