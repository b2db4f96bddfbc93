import type { CategorySlug } from './catalogue';

type Rating = 1 | 2 | 3 | 4 | 5;

/** What shoppers say about anything they bought, by star rating. */
const anyProduct: Record<Rating, readonly string[]> = {
  5: [
    'Exactly as described and arrived two days early. Would buy again.',
    'Really impressed with the quality for the price. It feels like it will last for years.',
    'Bought this as a gift and ended up ordering a second one for myself.',
    'Five stars. Well made, nicely packaged, and it does exactly what it should.',
    'Better in person than in the photos. Very happy with it.',
  ],
  4: [
    'Very good overall. Knocked off one star because delivery took a little longer than promised.',
    'Solid quality and does the job well. The packaging could use less plastic.',
    'Happy with it. Not perfect, but I would recommend it to a friend.',
    'Does what it says. A bit pricey, but you can tell where the money went.',
  ],
  3: [
    'It is fine. Nothing wrong with it, nothing special either.',
    'Decent, but I expected a little more at this price.',
    'Okay for everyday use. The finish is not as nice as the photos suggest.',
  ],
  2: [
    'Not for me. It works, but it feels cheaper than I expected.',
    'Arrived with a scuff on one side. Support was helpful, but it took a while.',
  ],
  1: ['Disappointed. It stopped working properly after two weeks and I had to return it.'],
};

/** Remarks that only make sense for one kind of product. */
const byCategory: Record<CategorySlug, Partial<Record<Rating, readonly string[]>>> = {
  electronics: {
    5: [
      'Battery life is even better than advertised. I charge it twice a week at most.',
      'Set up in five minutes and it has worked flawlessly since. Great build quality.',
    ],
    4: ['Great performance. The companion app is a little clunky, but the hardware is excellent.'],
    3: ['Works well, but it runs warmer than I would like under heavy use.'],
  },
  accessories: {
    5: [
      'I use it every single day and it still looks new. The stitching is excellent.',
      'Small details like the zips and clasps are clearly well thought out.',
    ],
    4: ['Looks great and feels sturdy. Slightly smaller than I pictured, so check the dimensions.'],
  },
  clothing: {
    5: [
      'Fits true to size and the fabric is lovely. Survived several washes without shrinking.',
      'So comfortable I bought it in a second colour.',
    ],
    4: ['Nice fabric and a good fit. Runs slightly large, so consider sizing down.'],
    3: ['The colour is a bit different from the photos, but the fit is good.'],
  },
  home: {
    5: [
      'Looks beautiful in our living room and feels far more expensive than it was.',
      'Well made and a real pleasure to use every morning.',
    ],
    4: ['Lovely piece. It took a while to arrive, but it was very well packed.'],
  },
};

/** Comments suitable for a review of this rating in this category, the specific ones first. */
export function reviewComments(category: CategorySlug, rating: Rating): readonly string[] {
  return [...(byCategory[category][rating] ?? []), ...anyProduct[rating]];
}

export type { Rating };
