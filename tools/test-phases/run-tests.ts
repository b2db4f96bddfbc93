/**
 * `pnpm test`: every check, one after another, stopping at the first that fails, then how long each phase took.
 * The Vitest run's projects (unit, server and contract on the embedded database, the stories, the pictures, the
 * package) run side by side inside one phase; each is given with its own window, from its project-times file.
 *
 * Why the short checks (lint, types, the build, the sizes) are not run beside the long phases, in the ~5% and ~15%
 * of the cores the Vitest run and the journeys leave idle: tried (stop 57), it made a fresh clone's run slower,
 * 12:47 -> 13:54, even with the checks' session at the lowest priority (with Linux's autogroup scheduling, nice
 * alone does nothing across sessions, and a detached child is a session of its own). The long phases' idle time is
 * the gaps in which their next frame or response wakes up, and filling them delayed the critical path by more than
 * the 46 s moved out of its way.
 */
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { type ProjectTime, projectTimesFile } from '../../tests/project-times-reporter.ts';
import { busyBeforeRun, busyShare, cpuTicks, formatMachineLine, machineInfo } from './machine-load.ts';
import { formatPhaseTable, type PhaseTime } from './phase-table.ts';

const root = path.resolve(import.meta.dirname, '../..');

const phases: { name: string; script: string }[] = [
  { name: 'lint', script: 'lint' },
  { name: 'arrows', script: 'arrows' },
  { name: 'types', script: 'typecheck' },
  { name: 'vitest', script: 'test:vitest' },
  { name: 'journeys', script: 'test:e2e' },
  { name: 'size (first visit)', script: 'size:web' },
  { name: 'size (ui entries)', script: 'size' },
];

const times: PhaseTime[] = [];
let failed: string | undefined;
await rm(path.join(root, projectTimesFile), { force: true });
const busyBefore = await busyBeforeRun();
const ticksBefore = cpuTicks();
for (const phase of phases) {
  const started = Date.now();
  const result = spawnSync('pnpm', ['-s', phase.script], { cwd: root, stdio: 'inherit' });
  times.push({ name: phase.name, seconds: (Date.now() - started) / 1000 });
  if (phase.script === 'test:vitest') times.push(...(await projectTimes()));
  if (result.status !== 0) {
    failed = phase.name;
    break;
  }
}
console.log(
  `\n${formatPhaseTable(times)}\n${formatMachineLine(machineInfo(), busyBefore, busyShare(ticksBefore, cpuTicks()))}`,
);
if (failed) {
  console.error(`\npnpm test failed in: ${failed}`);
  process.exit(1);
}

async function projectTimes(): Promise<PhaseTime[]> {
  const text = await readFile(path.join(root, projectTimesFile), 'utf8').catch(() => '[]');
  return (JSON.parse(text) as ProjectTime[]).map((time) => ({
    name: `  ${time.project} (${time.files} file${time.files === 1 ? '' : 's'})`,
    seconds: (time.endedAt - time.startedAt) / 1000,
    within: 'vitest',
  }));
}
