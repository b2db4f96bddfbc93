import path from 'node:path';

/**
 * The projects that picture stories: `pnpm test`'s story projects, or `pnpm test:visual`'s, which Vitest names
 * after their browser too: `storybook (chromium)`.
 */
export const isPicturingProject = (name: string) => /^(storybook|visual)(-admin|-screens)?( \(|$)/.test(name);

/** Where a visual run leaves what a person reviews: the changed pictures, their differences and the page. */
export const visualArtifactsDir = 'tests/artifacts/visual';

/** What the review page and `pnpm visual:update` read: the run's changed pictures, as JSON. */
export const changesFile = path.join(visualArtifactsDir, 'changes.json');

/** A story's references sit beside it, in this folder of the story file's own folder. */
export const referencesFolder = '__screenshots__';

/** Vitest's own copies of a failure's pictures, for its UI: kept out of the repository's root. */
export const vitestAttachmentsDir = path.join(visualArtifactsDir, 'attachments');

/** The reference of picture `name` (a story id, and a width for screens) for the stories in `storyFolder`. */
export const referencePath = (storyFolder: string, name: string) =>
  path.join(storyFolder, referencesFolder, `${name}.png`);
