import { describe, expect, it } from 'vitest';
import { formatReviewDate, reviewAuthorName } from './review-author';

describe('reviewAuthorName', () => {
  it('signs with the first name and the last initial', () => {
    expect(reviewAuthorName({ firstName: 'Ethan', lastName: 'Kim' })).toBe('Ethan K.');
  });

  it('capitalises the initial and trims spaces', () => {
    expect(reviewAuthorName({ firstName: ' Lucas ', lastName: ' garcia' })).toBe('Lucas G.');
  });

  it('copes with a missing part of the name', () => {
    expect(reviewAuthorName({ firstName: 'Emma', lastName: '' })).toBe('Emma');
    expect(reviewAuthorName({ firstName: '', lastName: 'Wilson' })).toBe('W.');
  });
});

describe('formatReviewDate', () => {
  it('writes the day in UTC', () => {
    expect(formatReviewDate('2026-10-26T12:03:57.916Z')).toBe('Oct 26, 2026');
    expect(formatReviewDate('2026-10-26T23:59:00.000-05:00')).toBe('Oct 27, 2026');
  });
});
