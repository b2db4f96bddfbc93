import { describe, expect, it } from 'vitest';
import { PRIORITY_CARD_COUNT, priorityCardImages } from './priority-cards';

describe('priorityCardImages', () => {
  const sizes = '50vw';

  it('gives the pictures of the first cards only, in order, at the grid card width', () => {
    const images = ['/a.svg', '/b.svg', '/c.svg', '/d.svg', '/e.svg', '/f.svg'];

    expect(
      priorityCardImages(
        images.map((image) => ({ image })),
        sizes,
      ),
    ).toEqual(images.slice(0, PRIORITY_CARD_COUNT).map((src) => ({ src, sizes })));
  });

  it('leaves out a card without a picture, and a page with no cards asks for none', () => {
    expect(priorityCardImages([{ image: '' }, { image: '/b.svg' }], sizes)).toEqual([
      { src: '/b.svg', sizes },
    ]);
    expect(priorityCardImages([], sizes)).toEqual([]);
  });
});
