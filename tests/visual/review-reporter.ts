import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Reporter, TestModule, TestSpecification, Vitest } from 'vitest/node';
import { changesFile, isPicturingProject, visualArtifactsDir } from './artifacts.ts';
import { optimisePng } from './optimise-png.ts';
import { pictureChanges } from './picture-changes.ts';
import { renderReviewPage } from './review-page.ts';

/**
 * After a run that pictured stories: the review page (`tests/artifacts/visual/index.html`) and the list
 * `pnpm visual:update` reads, and every reference the run wrote itself (a new story's first picture) made as small
 * as PNG allows. Any other run leaves the last review as it was.
 */
export default class VisualReviewReporter implements Reporter {
  private root = process.cwd();
  private runStartedAt = 0;
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
    this.root = vitest.config.root;
  }

  async onTestRunStart(specifications: ReadonlyArray<TestSpecification>) {
    if (!specifications.some((specification) => isPicturingProject(specification.project.name))) return;
    this.runStartedAt = Date.now();
    // The last run's pictures would otherwise be read as this run's changes.
    await rm(path.join(this.root, visualArtifactsDir), { recursive: true, force: true });
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const modules = testModules.filter((module) => isPicturingProject(module.project.name));
    if (this.runStartedAt === 0 || modules.length === 0) return;
    const changes = await pictureChanges(this.root, modules, {
      runStartedAt: this.runStartedAt,
      // A run narrowed to some story names (`-t`) says nothing of the references of the others.
      allStoriesRan: !this.vitest?.config.testNamePattern,
    });
    await Promise.all(
      changes
        .filter((change) => change.picture === change.reference)
        .map((change) => optimisePng(path.join(this.root, change.reference))),
    );
    const pageDir = path.join(this.root, visualArtifactsDir);
    await mkdir(pageDir, { recursive: true });
    await writeFile(path.join(this.root, changesFile), `${JSON.stringify(changes, null, 2)}\n`);
    const page = path.join(pageDir, 'index.html');
    await writeFile(
      page,
      renderReviewPage(
        changes.map((change) => ({
          ...change,
          reference: path.join(this.root, change.reference),
          picture: change.picture && path.join(this.root, change.picture),
          diff: change.diff && path.join(this.root, change.diff),
        })),
        pageDir,
      ),
    );
    if (changes.length > 0) {
      const names = changes.map((change) => `  ${change.kind}: ${change.storyId} (${change.reference})`);
      console.log(
        `\nVisual review: ${changes.length} picture(s) to look at in ${path.relative(process.cwd(), page)}\n${names.join('\n')}\n`,
      );
    }
    // A changed picture fails its story; a stale reference has no story to fail, so it fails the run here.
    const stale = changes.filter((change) => change.kind === 'stale');
    if (stale.length > 0)
      throw new Error(
        `${stale.length} reference picture(s) belong to no pictured story (renamed, removed or untagged): ` +
          'pnpm visual:update deletes them.',
      );
  }
}
