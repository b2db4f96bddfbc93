import path from 'node:path';
import type { PictureChange } from './picture-changes.ts';

/** The Storybook a designer runs (`pnpm storybook`), where each story opens on its own. */
const storybookUrl = 'http://localhost:6006';

const wingOrder = ['UI', 'Shop', 'Admin', 'Other'];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function figure(caption: string, file: string | undefined, pageDir: string) {
  if (!file) return '';
  const src = escapeHtml(path.relative(pageDir, file).split(path.sep).join('/'));
  return `<figure><figcaption>${caption}</figcaption><a href="${src}"><img src="${src}" alt="${caption}" loading="lazy"></a></figure>`;
}

function changeSection(change: PictureChange, pageDir: string) {
  const storyLink = `${storybookUrl}/?path=/story/${encodeURIComponent(change.storyId)}`;
  const pictures =
    change.kind === 'changed'
      ? [
          figure('Reference', change.reference, pageDir),
          figure('New', change.picture, pageDir),
          figure('Difference (red)', change.diff, pageDir),
        ]
      : change.kind === 'new'
        ? [figure('New picture: no reference yet', change.picture, pageDir)]
        : [figure('Stale reference: no story pictures it any more', change.reference, pageDir)];
  return `<section>
  <h3><a href="${escapeHtml(storyLink)}">${escapeHtml(change.storyName)}</a> <code>${escapeHtml(change.storyId)}</code> ${change.kind === 'changed' ? '' : `(${change.kind})`}</h3>
  <p class="where">${escapeHtml(change.storyFile)}</p>
  <div class="pictures">${pictures.join('')}</div>
</section>`;
}

/** The page a person reads after a visual run: every changed picture, by wing, each beside its reference. */
export function renderReviewPage(changes: PictureChange[], pageDir: string) {
  const wings = wingOrder
    .map((wing) => ({ wing, changes: changes.filter((change) => change.wing === wing) }))
    .filter(({ changes: inWing }) => inWing.length > 0);
  const body =
    changes.length === 0
      ? '<p>No picture changed: every story matches its reference.</p>'
      : wings
          .map(
            ({ wing, changes: inWing }) =>
              `<h2>${wing} (${inWing.length})</h2>\n${inWing.map((change) => changeSection(change, pageDir)).join('\n')}`,
          )
          .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual review: ${changes.length} picture${changes.length === 1 ? '' : 's'} to look at</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem; background: #f6f6f8; color: #1b1b22; }
  section { background: #fff; border: 1px solid #d8d8e0; border-radius: 8px; padding: 1rem; margin: 1rem 0; }
  h3 { margin: 0; font-size: 1rem; } .where { margin: 0 0 .75rem; color: #5b5b6b; font-size: .85rem; }
  .pictures { display: flex; gap: 1rem; overflow-x: auto; align-items: flex-start; }
  figure { margin: 0; flex: 1 1 0; min-width: 240px; }
  figcaption { font-weight: 600; margin-bottom: .25rem; }
  img { max-width: 100%; border: 1px solid #d8d8e0; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
</style>
</head>
<body>
<h1>Visual review</h1>
<p>Each story whose picture differs from its reference, with the reference, the new picture and their difference.
A story's title opens it in Storybook (<code>pnpm storybook</code>). If every change is meant,
<code>pnpm visual:update</code> makes these new pictures the references (only these) and deletes the stale ones;
otherwise fix the code and run
<code>pnpm test:visual</code> again.</p>
${body}
</body>
</html>
`;
}
