import { accessories } from './accessories';
import { clothing } from './clothing';
import { electronics } from './electronics';
import { home } from './home';
import type { CatalogueCategory } from './types';

export type { CatalogueCategory, CatalogueProduct, CategorySlug, Glyph } from './types';

/** The four categories of spec section 1, in the order the store lists them. */
export const catalogue: readonly CatalogueCategory[] = [electronics, accessories, clothing, home];
