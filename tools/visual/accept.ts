/**
 * `pnpm visual:update`: after a person has looked at the review page, makes the pictures it shows the new
 * references and deletes the stale references it lists. Only those: the list is the last visual run's own
 * (tests/artifacts/visual/changes.json), so a story that matched keeps its reference byte for byte, and what
 * becomes a reference is exactly the picture looked at, not one taken again.
 */
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { changesFile } from '../../tests/visual/artifacts.ts';
import { optimisePng } from '../../tests/visual/optimise-png.ts';
import type { PictureChange } from '../../tests/visual/picture-changes.ts';

const root = path.resolve(import.meta.dirname, '../..');

const changes: PictureChange[] = await readFile(path.join(root, changesFile), 'utf8')
  .then((text) => JSON.parse(text) as PictureChange[])
  .catch(() => {
    console.error(`No visual run to accept (${changesFile} is missing): run pnpm test:visual first.`);
    process.exit(1);
  });

// A new story's first picture outside CI is written beside the story by the run itself: nothing to copy.
let rewritten = 0;
for (const change of changes) {
  const reference = path.join(root, change.reference);
  if (change.kind === 'stale') {
    await rm(reference, { force: true });
    console.log(`deleted ${change.reference}`);
  } else if (change.picture && change.picture !== change.reference) {
    await mkdir(path.dirname(reference), { recursive: true });
    await copyFile(path.join(root, change.picture), reference);
    await optimisePng(reference);
    console.log(`${change.kind === 'new' ? 'added' : 'updated'} ${change.reference}`);
  } else continue;
  rewritten += 1;
}
console.log(
  rewritten === 0
    ? 'No changed picture to accept.'
    : `${rewritten} reference(s) rewritten or deleted; pnpm test:visual should now pass.`,
);
