import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { visualTag } from '../../.storybook/visual-viewports.ts';

/**
 * The ids of the screens' stories tagged `visual`, read as Storybook's index reads them: from each story's own
 * annotations in its file. At run time a story spread from a tagged one (`{ ...Populated, globals: mobile }`, a
 * pinned width of a pictured state) carries the tag too, but the index, the sidebar's tag filter and Chromatic do
 * not count it, and its state is pictured already. The story projects pass this list to the browser.
 */
export function picturedScreenStories(root: string): string[] {
  const source = path.join(root, 'packages/store-features/src');
  const storyFiles = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.stories.tsx'),
  );
  return storyFiles.flatMap((file) => {
    const fileName = path.join(source, file);
    // Every screen's meta names its title, so no title is made up from the path.
    const csf = loadCsf(readFileSync(fileName, 'utf8'), {
      fileName,
      makeTitle: (title?: string) => title ?? file,
    }).parse();
    const metaTagged = csf.meta.tags?.includes(visualTag) ?? false;
    return csf.stories
      .filter((story) => metaTagged || story.tags?.includes(visualTag))
      .map((story) => story.id);
  });
}
