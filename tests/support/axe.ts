import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails the test with axe's own report when the page has any WCAG A/AA violation.
 *
 * First it waits for React Aria's live announcements of a pending button to expire (7 s at most): each is a
 * `role="img"` named by the button's id, and when the button is gone (a form replaced by its outcome, a page
 * left after login) the node has no name until it expires, which axe reports as role-img-alt. A screen reader
 * reads nothing from it; the page itself is what is checked.
 */
export async function expectNoAxeViolations(page: Page) {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, { timeout: 10_000 });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(results.violations, JSON.stringify(results.violations, null, 2)).toEqual([]);
}
