import type { AppDatabase } from '../db/open-database';
import { catalogueLister } from './catalogue-list';
import { productAnswerTexts } from './product-answer-texts';
import { productPageReader } from './product-detail';

/**
 * The catalogue's readers, one set per server: the API's catalogue routes and the pages' HTML (which shows the
 * pictures of the first products a catalogue page lists) read through the same prepared statements and the
 * same kept answer texts.
 */
export interface Catalogue {
  list: ReturnType<typeof catalogueLister>;
  productPageText: ReturnType<typeof productPageReader>;
}

export function createCatalogue(db: AppDatabase): Catalogue {
  const productTexts = productAnswerTexts(db);
  return {
    list: catalogueLister(db, productTexts),
    productPageText: productPageReader(db, productTexts),
  };
}
