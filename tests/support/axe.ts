import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's running transitions and finite animations to end, so axe judges what a person sees once
 * the page is still. Mid-transition colours are neither state: a chip chosen a moment ago (its background already
 * the accent, its text still on the way to the dark that sits on it) read 1.47:1 to axe in CI once.
 * Endless animations (a spinner, a skeleton's shimmer) never finish and are not waited for.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A state change can start one property's transition a few frames after another's: wait until none runs.
    for (let round = 0; round < 10; round += 1) {
      await nextFrame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Fails the test with axe's own report when the page has any WCAG A/AA violation.
 *
 * React Aria's live announcer is left out: it is not page content but the off-screen region where transient
 * announcements pass through. A pending Button announces itself there by reference (a `role="img"` labelled by
 * the button's id) for 7 s; when the button is gone meanwhile (a form replaced by its outcome, a page left after
 * login) the reference dangles until the announcement expires, and axe would report role-img-alt at random.
 */
export async function expectNoAxeViolations(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    /*
     * A page without frames is checked by `axe.run` in the page itself, not in parts finished in a blank page the
     * builder opens for each check (which is what reaches into frames), and only what fails is detailed: a check
     * of the catalogue took 1.3-2.2 s in the headless shell, now 0.6-1.1 s, and the journeys run some 90 of them.
     */
    .setLegacyMode(page.frames().length === 1)
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })
    .exclude('[data-live-announcer]')
    .analyze();
  expect(results.violations, JSON.stringify(results.violations, null, 2)).toEqual([]);
}
