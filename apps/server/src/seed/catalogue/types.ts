/** The drawings a product's generated images can show; `src/images/` draws each one. */
export type Glyph =
  // electronics
  | 'headphones'
  | 'earbuds'
  | 'laptop'
  | 'smartphone'
  | 'tablet'
  | 'camera'
  | 'speaker'
  | 'smartwatch'
  | 'keyboard'
  | 'mouse'
  | 'monitor'
  // accessories
  | 'backpack'
  | 'wallet'
  | 'sunglasses'
  | 'watch'
  | 'bottle'
  | 'power-bank'
  | 'duffel'
  | 'umbrella'
  | 'belt'
  | 'beanie'
  | 'cable'
  // clothing
  | 'tshirt'
  | 'hoodie'
  | 'jacket'
  | 'jeans'
  | 'shirt'
  | 'sneaker'
  | 'dress'
  | 'socks'
  | 'shorts'
  | 'scarf'
  // home
  | 'floor-lamp'
  | 'desk-lamp'
  | 'mug'
  | 'kettle'
  | 'blanket'
  | 'cushion'
  | 'plant'
  | 'chair'
  | 'clock'
  | 'skillet'
  | 'candle'
  | 'vase';

export type CategorySlug = 'electronics' | 'accessories' | 'clothing' | 'home';

/** One product of the demo catalogue, as plain data: prices in cents, dates as days before the seed ran. */
export interface CatalogueProduct {
  /** Unique; the images are named after it (`el-son-001-1.svg`). */
  sku: string;
  name: string;
  brand: string;
  subcategory: string;
  description: string;
  priceCents: number;
  comparePriceCents?: number;
  stock: number;
  /** The store's default (10) unless given. */
  lowStockThreshold?: number;
  /** Units sold before the seeded orders; the seed adds the units of its own orders. */
  earlierSales: number;
  /** How many days before the seed ran the product was added, so "newest" sorts meaningfully. */
  addedDaysAgo: number;
  isFeatured?: boolean;
  /** Hidden from shoppers (a discontinued or seasonal item). */
  isInactive?: boolean;
  glyph: Glyph;
  features: string[];
  specifications: Record<string, string>;
  tags: string[];
}

export interface CatalogueCategory {
  slug: CategorySlug;
  name: string;
  description: string;
  products: CatalogueProduct[];
}
