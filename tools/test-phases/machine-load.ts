import { readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * What a run's times are to be read against: the machine, and how busy its cores were, by the run and by anything
 * else. Machines of this kind differ by up to four times, and a busy one slows a CPU-bound suite as much, so a time
 * alone says little. Linux's /proc gives both counts in the same clock ticks; elsewhere only the machine is named.
 */
export interface CpuSnapshot {
  /** All cores' ticks since boot, and those spent idle or waiting for the disk. */
  total: number;
  idle: number;
  /** Ticks of this process and the children it has waited for (each phase's whole process tree). */
  own: number;
}

export function cpuSnapshot(): CpuSnapshot | undefined {
  try {
    const cpu =
      readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    // user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
    const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = cpu;
    // /proc/self/stat: the command is in parentheses and may hold spaces; fields 14-17 (utime stime cutime cstime)
    // count 11 to 14 places after it.
    const self = readFileSync('/proc/self/stat', 'utf8');
    const fields = self
      .slice(self.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const own = (fields[11] ?? 0) + (fields[12] ?? 0) + (fields[13] ?? 0) + (fields[14] ?? 0);
    return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle: idle + iowait, own };
  } catch {
    return undefined;
  }
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
    mhz: first?.speed ?? 0,
  };
}

/** The line printed under the phase table: the machine, then how busy its cores were and how much of that was the run. */
export function formatMachineLine(
  machine: MachineInfo,
  before: CpuSnapshot | undefined,
  after: CpuSnapshot | undefined,
): string {
  const named = `machine: ${machine.cores} cores, ${machine.model}${machine.mhz ? ` at ${machine.mhz} MHz` : ''}`;
  if (!before || !after || after.total <= before.total) return named;
  const ticks = after.total - before.total;
  const busy = (ticks - (after.idle - before.idle)) / ticks;
  const own = Math.min(busy, (after.own - before.own) / ticks);
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  return `${named}; its cores were busy ${percent(busy)} of the run: ${percent(own)} with the run's own processes, ${percent(busy - own)} with anything else`;
}
