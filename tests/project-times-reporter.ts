import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** Where a run leaves how long each Vitest project took, for `pnpm test`'s table of phases. */
export const projectTimesFile = 'tests/artifacts/project-times.json';

/** A project's time in a run: from its first test file starting to its last one ending, in milliseconds. */
export interface ProjectTime {
  project: string;
  startedAt: number;
  endedAt: number;
  files: number;
}

/**
 * The projects run side by side (two at a time on two cores), so each one's time is its own window in the run,
 * not a share of it: the windows overlap, and their sum is more than the run took.
 */
/** Vitest names a browser project after its browser too: `storybook (chromium)` is the storybook project. */
const projectOf = (module: TestModule) => module.project.name.replace(/ \(chromium\)$/, '');

export default class ProjectTimesReporter implements Reporter {
  private root = process.cwd();
  private times = new Map<string, ProjectTime>();

  onInit(vitest: Vitest) {
    this.root = vitest.config.root;
  }

  onTestModuleStart(module: TestModule) {
    const project = projectOf(module);
    const now = Date.now();
    const time = this.times.get(project) ?? { project, startedAt: now, endedAt: now, files: 0 };
    this.times.set(project, { ...time, files: time.files + 1 });
  }

  onTestModuleEnd(module: TestModule) {
    const time = this.times.get(projectOf(module));
    if (time) time.endedAt = Date.now();
  }

  async onTestRunEnd() {
    const file = path.join(this.root, projectTimesFile);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify([...this.times.values()], null, 2)}\n`);
  }
}
