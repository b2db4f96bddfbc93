/** A phase of `pnpm test` and how long it took; `within` names the phase it ran inside (side by side with others). */
export interface PhaseTime {
  name: string;
  seconds: number;
  within?: string;
}

/** Rounded to the second first, so that 59.6 s reads 1:00, never 0:60. */
function asMinutes(seconds: number) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The table printed at the end of `pnpm test`: each phase's time, the total of the phases run in turn. */
export function formatPhaseTable(times: PhaseTime[]): string {
  const width = Math.max(...times.map((time) => time.name.length), 'total'.length);
  const total = times.filter((time) => !time.within).reduce((sum, time) => sum + time.seconds, 0);
  const lines = times.map((time) => `${time.name.padEnd(width)}  ${asMinutes(time.seconds).padStart(6)}`);
  return [
    'Time of each phase (m:ss; indented: Vitest projects, side by side within its run)',
    ...lines,
    `${'total'.padEnd(width)}  ${asMinutes(total).padStart(6)}`,
  ].join('\n');
}
