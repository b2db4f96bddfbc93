import { z } from 'zod';
import { dollarsSchema, isoDateSchema } from './common';

export const productImageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  public_id: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** A product as every answer shows it: catalogue, cart, wishlist, comparison and the product page. */
export const productSchema = z.object({
  _id: z.string(),
  /** The same value as `_id`, as the store the spec was written from also sent it. */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: dollarsSchema,
  comparePrice: dollarsSchema.nullable(),
  /** Whole percent off the compare price, 0 when there is none. */
  discountPercentage: z.number().int().min(0).max(100),
  images: z.array(productImageSchema),
  /** The first image's url, or '' without images. */
  image: z.string(),
  stock: z.number().int().min(0),
  lowStockThreshold: z.number().int().min(0),
  /** The category's slug, e.g. 'electronics'. */
  category: z.string(),
  subcategory: z.string(),
  brand: z.string(),
  sku: z.string(),
  /** Average review rating, 0 to 5 with up to 2 decimals; 0 without reviews. */
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  salesCount: z.number().int().min(0),
  specifications: z.record(z.string(), z.string()),
  features: z.array(z.string()),
  tags: z.array(z.string()),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Product = z.infer<typeof productSchema>;
