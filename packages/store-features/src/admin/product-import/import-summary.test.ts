import { describe, expect, it } from 'vitest';
import {
  actionBadges,
  canImport,
  type ImportSummary,
  importBlockedReason,
  importButtonLabel,
  summaryFigures,
} from './import-summary';

const summary = (figures: Partial<ImportSummary>): ImportSummary => {
  const base = { create: 0, update: 0, unchanged: 0, invalid: 0, ...figures };
  return { rows: base.create + base.update + base.unchanged + base.invalid, ...base };
};

describe('summaryFigures', () => {
  it('says each figure in words, new first and errors last', () => {
    expect(
      summaryFigures(summary({ create: 3, update: 2, unchanged: 1, invalid: 0 })).map((f) => f.label),
    ).toEqual(['3 to create', '2 to update', '1 unchanged', '0 with errors']);
  });
});

describe('canImport and importBlockedReason', () => {
  it('allows an import with something to write and no row wrong', () => {
    const valid = summary({ create: 1, update: 0, unchanged: 5 });
    expect(canImport(valid)).toBe(true);
    expect(importBlockedReason(valid)).toBeNull();
    expect(canImport(summary({ update: 2 }))).toBe(true);
  });

  it('refuses while any row is wrong, however many are good', () => {
    const oneBad = summary({ create: 40, invalid: 1 });
    expect(canImport(oneBad)).toBe(false);
    expect(importBlockedReason(oneBad)).toBe(
      '1 row has errors. Fix them in the file, choose it again and check it: nothing is imported while any row is wrong.',
    );
    expect(importBlockedReason(summary({ invalid: 3 }))).toMatch(/^3 rows have errors\./);
  });

  it('refuses a file without product rows, in the server words', () => {
    expect(canImport(summary({}))).toBe(false);
    expect(importBlockedReason(summary({}))).toBe('The CSV has no product rows');
  });

  it('refuses when every row is unchanged', () => {
    const same = summary({ unchanged: 12 });
    expect(canImport(same)).toBe(false);
    expect(importBlockedReason(same)).toBe(
      'Every product in the file is already in the catalogue as it is: nothing to import.',
    );
  });
});

describe('importButtonLabel', () => {
  it('counts the products created and updated, singular for one', () => {
    expect(importButtonLabel(summary({ create: 3, update: 2, unchanged: 7 }))).toBe('Import 5 products');
    expect(importButtonLabel(summary({ update: 1 }))).toBe('Import 1 product');
    expect(importButtonLabel(summary({ create: 6_400, update: 3_200 }))).toBe('Import 9,600 products');
  });
});

describe('actionBadges', () => {
  it('gives every action a text, an error in the danger tone', () => {
    expect(actionBadges.invalid).toEqual({ label: 'Error', tone: 'danger' });
    expect(Object.values(actionBadges).map((badge) => badge.label)).toEqual([
      'Create',
      'Update',
      'Unchanged',
      'Error',
    ]);
  });
});
