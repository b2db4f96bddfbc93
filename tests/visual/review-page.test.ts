import { describe, expect, it } from 'vitest';
import { type PictureChange, storyOfPicture } from './picture-changes.ts';
import { renderReviewPage } from './review-page.ts';

const stories = [
  {
    storyId: 'ui-button--primary',
    storyName: 'Primary',
    storyFile: 'packages/ui/src/button/button.stories.tsx',
  },
  {
    storyId: 'ui-button--primary-large',
    storyName: 'Primary Large',
    storyFile: 'packages/ui/src/button/button.stories.tsx',
  },
  {
    storyId: 'shop-cart--populated',
    storyName: 'Populated',
    storyFile: 'packages/store-features/src/shop/cart/cart.stories.tsx',
  },
];

describe('storyOfPicture', () => {
  it('finds the story of a picture named as Vitest writes it, with or without a width', () => {
    expect(storyOfPicture('ui-button-primary', stories)?.storyId).toBe('ui-button--primary');
    expect(storyOfPicture('ui-button-primary-large', stories)?.storyId).toBe('ui-button--primary-large');
    expect(storyOfPicture('shop-cart-populated-375', stories)?.storyId).toBe('shop-cart--populated');
    expect(storyOfPicture('ui-button-secondary', stories)).toBeUndefined();
  });
});

const change = (storyId: string, wing: string, kind: PictureChange['kind']): PictureChange => ({
  storyId,
  wing,
  kind,
  storyName: storyId,
  storyFile: 'x.stories.tsx',
  name: storyId,
  reference: `/repo/packages/__screenshots__/${storyId}.png`,
  picture: kind === 'stale' ? undefined : `/repo/tests/artifacts/visual/${storyId}-actual.png`,
  diff: kind === 'changed' ? `/repo/tests/artifacts/visual/${storyId}-diff.png` : undefined,
});

describe('renderReviewPage', () => {
  it('groups the changes by wing, UI first, each linked to its story with its pictures side by side', () => {
    const page = renderReviewPage(
      [change('admin-orders--list', 'Admin', 'changed'), change('ui-card--default', 'UI', 'new')],
      '/repo/tests/artifacts/visual',
    );
    expect(page.indexOf('<h2>UI (1)</h2>')).toBeLessThan(page.indexOf('<h2>Admin (1)</h2>'));
    expect(page).toContain('href="http://localhost:6006/?path=/story/admin-orders--list"');
    expect(page).toContain('src="../../../packages/__screenshots__/admin-orders--list.png"');
    expect(page).toContain('src="admin-orders--list-diff.png"');
    expect(page).not.toContain('Shop (');
  });

  it('shows a stale reference as what `pnpm visual:update` deletes', () => {
    const page = renderReviewPage(
      [change('shop-cart-renamed-375', 'Shop', 'stale')],
      '/repo/tests/artifacts/visual',
    );
    expect(page).toContain('(stale)');
    expect(page).toContain('Stale reference: no story pictures it any more');
    expect(page).toContain('src="../../../packages/__screenshots__/shop-cart-renamed-375.png"');
  });

  it('says so when nothing changed', () => {
    expect(renderReviewPage([], '/repo')).toContain('No picture changed');
  });
});
