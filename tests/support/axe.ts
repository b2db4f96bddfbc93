import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails the test with axe's own report when the page has any WCAG A/AA violation.
 *
 * React Aria's live announcer is left out: it is not page content but the off-screen region where transient
 * announcements pass through. A pending Button announces itself there by reference (a `role="img"` labelled by
 * the button's id) for 7 s; when the button is gone meanwhile (a form replaced by its outcome, a page left after
 * login) the reference dangles until the announcement expires, and axe would report role-img-alt at random.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-live-announcer]')
    .analyze();
  expect(results.violations, JSON.stringify(results.violations, null, 2)).toEqual([]);
}
