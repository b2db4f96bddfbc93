import { readFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * What a run's times are to be read against: the machine, and how busy its cores were just before and during the
 * run. Machines of this kind differ by up to four times, and a busy one slows the CPU-bound suite as much, so a time
 * alone says little. Linux's /proc/stat gives the cores' ticks; elsewhere only the machine is named.
 *
 * Why not the run's own share of the busy time: tried, from the ticks of the children each phase waited for
 * (/proc/self/stat), it counted 38 points of 95 on a quiet machine. A process its parent does not wait for is
 * counted for no one (most likely Chromium's, whose renderers init reaps once their browser is killed). Nor can a
 * virtual machine see its host's other guests: on one machine, three quiet runs of a fresh clone's Vitest phase
 * took 12:18, 11:59 and 14:05.
 */
export interface CpuTicks {
  /** All cores' ticks since boot, and those spent idle or waiting for the disk. */
  total: number;
  idle: number;
}

export function cpuTicks(): CpuTicks | undefined {
  try {
    const cpu =
      readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    // user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = cpu;
    return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle: idle + iowait };
  } catch {
    return undefined;
  }
}

/** The share of the cores' time that was busy between two readings, if both could be read. */
export function busyShare(before: CpuTicks | undefined, after: CpuTicks | undefined): number | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  const ticks = after.total - before.total;
  return (ticks - (after.idle - before.idle)) / ticks;
}

/** How busy the cores were over the second before the run: what else the machine was doing as it began. */
export async function busyBeforeRun(): Promise<number | undefined> {
  const before = cpuTicks();
  await sleep(1000);
  return busyShare(before, cpuTicks());
}

export interface MachineInfo {
  cores: number;
  model: string;
  mhz: number;
}

export function machineInfo(): MachineInfo {
  const [first] = os.cpus();
  return {
    cores: os.availableParallelism(),
    model: first?.model.trim() ?? 'unknown',
    mhz: first?.speed || cpuinfoMhz(),
  };
}

/** Virtual machines often give Node no clock speed (no cpufreq in /sys); /proc/cpuinfo still says it. */
function cpuinfoMhz(): number {
  try {
    const match = /^cpu MHz\s*:\s*([\d.]+)/m.exec(readFileSync('/proc/cpuinfo', 'utf8'));
    return match ? Math.round(Number(match[1])) : 0;
  } catch {
    return 0;
  }
}

/** The line printed under the phase table. */
export function formatMachineLine(
  machine: MachineInfo,
  busyBefore: number | undefined,
  busyDuring: number | undefined,
): string {
  const named = `machine: ${machine.cores} cores, ${machine.model}${machine.mhz ? ` at ${machine.mhz} MHz` : ''}`;
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  const load = [
    busyBefore === undefined ? undefined : `${percent(busyBefore)} busy in the second before the run`,
    busyDuring === undefined ? undefined : `${percent(busyDuring)} during it`,
  ].filter(Boolean);
  return load.length > 0 ? `${named}; its cores were ${load.join(' and ')}` : named;
}
