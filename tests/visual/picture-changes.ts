import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { TestModule } from 'vitest/node';
import { referencePath, referencesFolder, visualArtifactsDir } from './artifacts.ts';

/**
 * One picture a person should look at: a story's picture that changed, a story's first picture, or a stale reference
 * (its story was renamed, removed or no longer pictured), which `pnpm visual:update` deletes.
 */
export interface PictureChange {
  wing: string;
  storyId: string;
  storyName: string;
  /** Every path is relative to the repository's root. */
  storyFile: string;
  /** The picture's name: the story id, and the width for a screen pictured at several. */
  name: string;
  kind: 'changed' | 'new' | 'stale';
  /** Where the reference is (or goes, for a new picture not written yet). */
  reference: string;
  /** The picture this run took: what `pnpm visual:update` puts in the reference's place (none for a stale one). */
  picture?: string;
  diff?: string;
}

export interface PictureStory {
  storyId: string;
  storyName: string;
  storyFile: string;
}

const wings: Record<string, string> = { ui: 'UI', shop: 'Shop', admin: 'Admin' };

const wingOf = (storyId: string) => wings[storyId.split('-')[0] ?? ''] ?? 'Other';

/** Vitest's own cleaning of a screenshot's name (`ui-button--primary` is written `ui-button-primary`). */
const asFileName = (name: string) =>
  name
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');

/** The story a picture belongs to: its file name is the story's id, then `-<width>` for a screen. */
export function storyOfPicture(fileName: string, stories: PictureStory[]) {
  return stories.find((story) => {
    const id = asFileName(story.storyId);
    return fileName === id || (fileName.startsWith(`${id}-`) && /^\d+$/.test(fileName.slice(id.length + 1)));
  });
}

function storiesByFolder(root: string, modules: readonly TestModule[]) {
  const folders = new Map<string, PictureStory[]>();
  for (const module of modules) {
    const storyFile = path.relative(root, module.moduleId);
    // Only the stories pictured: a reference named after a story that is no longer pictured is stale.
    const stories = [...module.children.allTests()].flatMap((test) => {
      const { storyId, pictured } = test.meta() as { storyId?: string; pictured?: boolean };
      return storyId && pictured ? [{ storyId, storyName: test.name, storyFile }] : [];
    });
    const folder = path.dirname(storyFile);
    folders.set(folder, [...(folders.get(folder) ?? []), ...stories]);
  }
  return folders;
}

const filesIn = (folder: string) => readdir(folder).catch(() => [] as string[]);

/**
 * What a visual run changed, read from the files it left: a mismatch leaves `<name>-actual.png` and `-diff.png` in
 * the artifacts; a story without a reference leaves `<name>-reference.png` there on CI, and elsewhere writes the
 * reference itself beside the story, which then is newer than the run's start.
 */
export async function pictureChanges(
  root: string,
  modules: readonly TestModule[],
  { runStartedAt, allStoriesRan }: { runStartedAt: number; allStoriesRan: boolean },
): Promise<PictureChange[]> {
  const changes: PictureChange[] = [];
  // A story file that failed to load pictured nothing, so nothing can be said of its folder's references.
  const filesRun = new Set(
    modules
      .filter((module) => module.errors().length === 0)
      .map((module) => path.relative(root, module.moduleId)),
  );
  for (const [folder, stories] of storiesByFolder(root, modules)) {
    if (allStoriesRan && (await everyStoryFileRan(root, folder, filesRun)))
      changes.push(...(await staleReferences(root, folder, stories)));
    const artifactsFolder = path.join(visualArtifactsDir, folder);
    const files = await filesIn(path.join(root, artifactsFolder));
    for (const file of files) {
      const [, name, role] = /^(.*)-(actual|reference)\.png$/.exec(file) ?? [];
      const story = name && storyOfPicture(name, stories);
      if (!name || !story) continue;
      changes.push({
        ...story,
        wing: wingOf(story.storyId),
        name,
        kind: role === 'actual' ? 'changed' : 'new',
        reference: referencePath(folder, name),
        picture: path.join(artifactsFolder, file),
        // Two pictures of different sizes are not compared pixel by pixel, so they have no difference image.
        diff: files.includes(`${name}-diff.png`) ? path.join(artifactsFolder, `${name}-diff.png`) : undefined,
      });
    }
    const referencesDir = path.join(folder, referencesFolder);
    for (const file of await filesIn(path.join(root, referencesDir))) {
      const name = file.replace(/\.png$/, '');
      const story = storyOfPicture(name, stories);
      const written = (await stat(path.join(root, referencesDir, file))).mtimeMs >= runStartedAt;
      if (!story || !written || changes.some((change) => change.reference === referencePath(folder, name)))
        continue;
      const reference = referencePath(folder, name);
      changes.push({
        ...story,
        wing: wingOf(story.storyId),
        name,
        kind: 'new',
        reference,
        picture: reference,
      });
    }
  }
  return changes;
}

/** Whether the run pictured every story file of the folder, so a reference none of them named is stale. */
async function everyStoryFileRan(root: string, folder: string, filesRun: Set<string>) {
  const storyFiles = (await filesIn(path.join(root, folder))).filter((file) => file.endsWith('.stories.tsx'));
  return storyFiles.every((file) => filesRun.has(path.join(folder, file)));
}

async function staleReferences(
  root: string,
  folder: string,
  stories: PictureStory[],
): Promise<PictureChange[]> {
  const referencesDir = path.join(folder, referencesFolder);
  return (await filesIn(path.join(root, referencesDir)))
    .map((file) => file.replace(/\.png$/, ''))
    .filter((name) => !storyOfPicture(name, stories))
    .map((name) => ({
      wing: wingOf(name),
      storyId: name,
      storyName: 'No story pictures this any more',
      storyFile: folder,
      name,
      kind: 'stale',
      reference: referencePath(folder, name),
    }));
}
