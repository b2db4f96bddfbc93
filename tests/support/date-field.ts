import type { Page } from '@playwright/test';

/**
 * Types a date and a time ('hhmm') into a React Aria date field, segment by segment, as the keyboard does.
 * Journeys pass dates built from today: a typed calendar date turns from future to past on its day.
 */
export async function typeDateTime(
  page: Page,
  label: string,
  date: Date,
  time: string,
  dayPeriod: 'AM' | 'PM',
) {
  const day = `${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}${date.getFullYear()}`;
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${day}${time}`);
  await page.keyboard.type(dayPeriod === 'AM' ? 'a' : 'p');
}
