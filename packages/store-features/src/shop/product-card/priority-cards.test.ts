import { describe, expect, it } from 'vitest';
import { PRIORITY_CARD_COUNT, priorityCardImages } from './priority-cards';

describe('priorityCardImages', () => {
  it('gives the pictures of the first cards only, in order', () => {
    const products = ['/a.svg', '/b.svg', '/c.svg', '/d.svg'].map((image) => ({ image }));

    expect(priorityCardImages(products)).toEqual(['/a.svg', '/b.svg'].slice(0, PRIORITY_CARD_COUNT));
  });

  it('leaves out a card without a picture, and a page with no cards asks for none', () => {
    expect(priorityCardImages([{ image: '' }, { image: '/b.svg' }])).toEqual(['/b.svg']);
    expect(priorityCardImages([])).toEqual([]);
  });
});
