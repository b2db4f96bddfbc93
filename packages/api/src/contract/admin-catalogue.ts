import { z } from 'zod';
import { categorySlug, isProductImageUrl } from './admin-rules';
import {
  dollarsSchema,
  isOutsideStoreYears,
  isoDateSchema,
  pageQuerySchema,
  paginationSchema,
  STORE_YEARS,
  trimmed,
} from './common';
import {
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_PAGE_SIZE,
  ALL_CATEGORIES,
  ALL_FILTER,
  COUPON_CODE_MAX_LENGTH,
  COUPON_DEFAULT_USER_LIMIT,
  COUPON_PERCENTAGE_MAX,
  COUPON_STATUSES,
  COUPON_TYPES,
  LOW_STOCK_DEFAULT_THRESHOLD,
  PRODUCT_IMAGES_MAX,
  PRODUCT_LIST_ITEMS_MAX,
  PRODUCT_SPECIFICATIONS_MAX,
  PRODUCT_STATUS_FILTERS,
  PRODUCT_STOCK_FILTERS,
  SEARCH_TEXT_MAX_LENGTH,
  USER_ROLES,
} from './constants';
import { successEnvelopeSchema } from './envelope';
import { productSchema } from './product';
import { publicUserSchema } from './user';

/* The administrator's catalogue: products, categories, coupons and users (api.md, the admin rows). */

/** Counts and limits stay well inside the database's 32-bit integers. */
const COUNT_MAX = 1_000_000_000;

/* Field builders: each refusal names its field, in words a form can show beside it. */

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  trimmed().max(max, `${label} must be at most ${max} characters`).default('');

const wholeNumber = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(COUNT_MAX, `${label} must be at most ${COUNT_MAX}`);

/** Nothing given: a missing field, or a form's empty one (null, or text of spaces). */
const isNothing = (input: unknown) => input === undefined || input === null || String(input).trim() === '';

/** Text or anything else that is not a number, "12" included, is not "missing": it says what is wrong. */
const dollars = (label: string) =>
  z
    .number({
      error: (issue) => (isNothing(issue.input) ? `${label} is required` : `${label} must be a number`),
    })
    .min(0, `${label} must be at least 0`)
    .pipe(dollarsSchema);

/** null or absent means "none" (a form sends null for an empty field). */
const optionalDollars = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be at least 0`)
    .pipe(dollarsSchema)
    .nullish();

/** A list of texts from a form's repeating rows: rows left blank are dropped. */
const textRows = (label: string, max: number) =>
  z
    .array(trimmed().max(max, `${label} must be at most ${max} characters`))
    .max(PRODUCT_LIST_ITEMS_MAX, `At most ${PRODUCT_LIST_ITEMS_MAX} ${label.toLowerCase()}`)
    .default([])
    .transform((rows) => rows.filter((row) => row !== ''));

const searchQuery = trimmed()
  .max(SEARCH_TEXT_MAX_LENGTH)
  .optional()
  .transform((search) => search || undefined);

const limitQuery = z.coerce
  .number<number>()
  .int()
  .min(1)
  .max(ADMIN_MAX_PAGE_SIZE, `At most ${ADMIN_MAX_PAGE_SIZE} per page`)
  .default(ADMIN_PAGE_SIZE);

/** A list's filter from its query string: one of `values`, or no filter for 'all' or empty. */
function listFilter<const Value extends string>(values: readonly [Value, ...Value[]]) {
  return (
    z
      .enum([...values, ALL_FILTER, ''])
      .optional()
      // What is left once 'all' and '' are out is one of `values`; zod's enum type for a generic one does not say so.
      .transform((value): Value | undefined =>
        value === ALL_FILTER || value === '' ? undefined : (value as Value),
      )
  );
}

/* Products */

/** `GET /api/admin/products`: newest first, inactive ones included, deleted ones never. */
export const adminProductListQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitQuery,
  /** Part of the name, SKU or brand. */
  search: searchQuery,
  /** A category slug. */
  category: trimmed()
    .max(100)
    .optional()
    .transform((category) => (category && category !== ALL_CATEGORIES ? category : undefined)),
  status: listFilter(PRODUCT_STATUS_FILTERS),
  stock: listFilter(PRODUCT_STOCK_FILTERS),
});
export type AdminProductListQuery = Omit<z.input<typeof adminProductListQuerySchema>, 'page'> & {
  page?: number;
};

const productImageInputSchema = z.object({
  /** A row left without a url is dropped. */
  url: trimmed()
    .max(2000, 'Image URL must be at most 2000 characters')
    .refine(
      (url) => url === '' || isProductImageUrl(url),
      'Image URL must start with http://, https:// or /',
    ),
  alt: optionalText('Alt text', 200),
});

export const SPECIFICATION_NAMES_REPEATED_MESSAGE = 'Specification names must be different';

/**
 * The names that repeat an earlier one once trimmed and in any case (' Color' and 'color' are one
 * specification: the saved product could keep only one of them).
 */
export function repeatedSpecificationNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.trim().toLowerCase();
    const repeated = seen.has(key);
    seen.add(key);
    return repeated;
  });
}

/**
 * `POST /api/admin/products` and `PUT /api/admin/products/:id`: the whole admin product form (spec section 5).
 * An update replaces every field, so a field left out takes its default, as on create. The server gives each
 * image its public_id and never takes rating, reviews or sales from a body.
 */
export const adminProductBodySchema = z.object({
  name: requiredText('Name', 200),
  sku: requiredText('SKU', 64),
  brand: requiredText('Brand', 100),
  /** An existing category's slug. */
  category: requiredText('Category', 100),
  subcategory: requiredText('Subcategory', 100),
  description: requiredText('Description', 5000),
  price: dollars('Price'),
  comparePrice: optionalDollars('Compare price').transform((price) => price ?? null),
  stock: wholeNumber('Stock', 0),
  lowStockThreshold: wholeNumber('Low stock threshold', 0).default(LOW_STOCK_DEFAULT_THRESHOLD),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  isFeatured: z.boolean({ error: 'isFeatured must be true or false' }).default(false),
  images: z
    .array(productImageInputSchema)
    .max(PRODUCT_IMAGES_MAX, `At most ${PRODUCT_IMAGES_MAX} images`)
    .default([])
    .transform((images) => images.filter((image) => image.url !== '')),
  features: textRows('Features', 200),
  tags: textRows('Tags', 50),
  /** Name → value; names are trimmed, may not be blank, and are different apart from spaces and case. */
  specifications: z
    .record(z.string().max(100, 'Specification names must be at most 100 characters'), trimmed().max(500))
    .default({})
    .refine(
      (specs) => Object.keys(specs).every((name) => name.trim() !== ''),
      'Specification names cannot be blank',
    )
    .superRefine((specs, context) => {
      // Named on the repeated one ('specifications.<name>'), so the form shows it on that row.
      for (const name of repeatedSpecificationNames(Object.keys(specs))) {
        context.addIssue({ code: 'custom', message: SPECIFICATION_NAMES_REPEATED_MESSAGE, path: [name] });
      }
    })
    .refine(
      (specs) => Object.keys(specs).length <= PRODUCT_SPECIFICATIONS_MAX,
      `At most ${PRODUCT_SPECIFICATIONS_MAX} specifications`,
    )
    .transform((specs) =>
      Object.fromEntries(Object.entries(specs).map(([name, value]) => [name.trim(), value])),
    ),
});
export type AdminProductBody = z.input<typeof adminProductBodySchema>;
export type AdminProductFields = z.output<typeof adminProductBodySchema>;

export const adminProductListResponseSchema = successEnvelopeSchema(
  z.object({ products: z.array(productSchema), pagination: paginationSchema }),
);
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

/** Get, create, update and delete (the product as it was when deleted) all answer the product. */
export const adminProductResponseSchema = successEnvelopeSchema(z.object({ product: productSchema }));
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

/* Categories */

export const adminCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** Made from the name at creation and kept when it is renamed, so product links and filters keep working. */
  slug: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: isoDateSchema,
  /** Products (not deleted) in the category. */
  productCount: z.number().int().min(0),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** `POST /api/admin/categories` and `PUT /api/admin/categories/:id` (the category modal's fields). */
export const adminCategoryBodySchema = z.object({
  name: requiredText('Category name', 100).refine(
    // A blank name is already refused as required.
    (name) => name === '' || categorySlug(name) !== '',
    'Category name must contain a letter or a digit',
  ),
  description: optionalText('Description', 1000),
  /** Empty, null or absent means no image; like a product's, an http(s) URL or a path on this site (`/media/…`). */
  image: trimmed()
    .max(2000, 'Image URL must be at most 2000 characters')
    .refine((image) => image === '' || isProductImageUrl(image), 'Image must be a valid http(s) URL')
    .nullish()
    .transform((image) => image || null),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
});
export type AdminCategoryBody = z.input<typeof adminCategoryBodySchema>;

export const adminCategoryListResponseSchema = successEnvelopeSchema(
  z.object({ categories: z.array(adminCategorySchema) }),
);
export type AdminCategoryListResponse = z.infer<typeof adminCategoryListResponseSchema>;
export const adminCategoryResponseSchema = successEnvelopeSchema(z.object({ category: adminCategorySchema }));
export type AdminCategoryResponse = z.infer<typeof adminCategoryResponseSchema>;

/* Coupons */

export const couponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  type: z.enum(COUPON_TYPES),
  /** Whole percent for 'percentage', dollars for 'fixed'. */
  value: z.number().min(0),
  minimumAmount: dollarsSchema,
  maximumDiscount: dollarsSchema.nullable(),
  /** null: unlimited. */
  usageLimit: z.number().int().min(1).nullable(),
  usedCount: z.number().int().min(0),
  userLimit: z.number().int().min(1),
  validFrom: isoDateSchema,
  validUntil: isoDateSchema,
  isActive: z.boolean(),
  status: z.enum(COUPON_STATUSES),
});
export type Coupon = z.infer<typeof couponSchema>;

const PERCENTAGE_MESSAGE = `A percentage must be a whole number from 0 to ${COUPON_PERCENTAGE_MAX}`;

/**
 * Places a date and time written without a zone ('2026-11-01T00:00', as an HTML date-time field gives it, seconds
 * optional) on the timeline. The server reads such values in the store's time zone.
 */
export type WallTimeReader = (wallTime: string) => Date;

/** Without a time zone of the store's own, a date-time without a zone is read as UTC. */
export const readWallTimeAsUtc: WallTimeReader = (wallTime) => new Date(`${wallTime}Z`);

/** Ends in 'Z' or an offset such as '+02:00'; the format check before it has refused every other ending. */
const ZONE_SUFFIX = /(?:Z|[+-]\d{2}:\d{2})$/;

const DATE_FIELDS = new Set(['validFrom', 'validUntil']);

/**
 * ISO-8601 with a zone, kept as sent; or without one, placed by the reader and answered in UTC. Either way
 * within the store's years.
 */
const requiredDate = (label: string, readWallTime: WallTimeReader) => {
  const yearsMessage = `${label} must be between ${STORE_YEARS.first} and ${STORE_YEARS.last}`;
  return (
    z.iso
      .datetime({ offset: true, local: true, error: `${label} must be a date and time` })
      // The year as written first: the reader places a date without a zone, and must not meet year 0.
      .refine((text) => !isOutsideStoreYears(new Date(`${text.slice(0, 4)}-06-15T12:00:00Z`)), yearsMessage)
      .transform((text) => (ZONE_SUFFIX.test(text) ? text : readWallTime(text).toISOString()))
      // Then in UTC, which an offset can move across the last new year.
      .refine((text) => !isOutsideStoreYears(new Date(text)), yearsMessage)
  );
};

/**
 * `POST /api/admin/coupons` and `PUT /api/admin/coupons/:id` (spec section 5 "Coupons"), reading dates without a
 * zone with `readWallTime`. The code is stored upper-case; usedCount is the store's own count and never comes
 * from a body.
 */
export const adminCouponBodySchemaReading = (readWallTime: WallTimeReader) =>
  z
    .object({
      code: requiredText('Coupon code', COUPON_CODE_MAX_LENGTH).transform((code) => code.toUpperCase()),
      description: optionalText('Description', 500),
      type: z.enum(COUPON_TYPES, { error: 'Type must be percentage or fixed' }).default('percentage'),
      value: z.number({ error: 'Value is required' }).min(0, 'Value must be at least 0').max(10_000_000),
      /** 0 when empty. */
      minimumAmount: optionalDollars('Minimum amount').transform((amount) => amount ?? 0),
      /** null when empty: no cap. */
      maximumDiscount: optionalDollars('Maximum discount').transform((amount) => amount ?? null),
      /** null when empty: unlimited. */
      usageLimit: wholeNumber('Usage limit', 1)
        .nullish()
        .transform((limit) => limit ?? null),
      userLimit: wholeNumber('Per-user limit', 1).default(COUPON_DEFAULT_USER_LIMIT),
      validFrom: requiredDate('Valid from', readWallTime),
      validUntil: requiredDate('Valid until', readWallTime),
      isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
    })
    .superRefine((coupon, context) => {
      if (
        coupon.type === 'percentage' &&
        !(Number.isInteger(coupon.value) && coupon.value <= COUPON_PERCENTAGE_MAX)
      ) {
        context.addIssue({ code: 'custom', path: ['value'], message: PERCENTAGE_MESSAGE });
      }
      if (coupon.type === 'fixed' && !dollarsSchema.safeParse(coupon.value).success) {
        context.addIssue({
          code: 'custom',
          path: ['value'],
          message: 'An amount must have at most 2 decimals',
        });
      }
    })
    .refine((coupon) => new Date(coupon.validUntil).getTime() > new Date(coupon.validFrom).getTime(), {
      path: ['validUntil'],
      message: 'Valid until must be after valid from',
      // Only between two dates that were read (a refused one is still the text that was sent), in a body.
      when: (payload) =>
        !payload.issues.some((issue) => {
          const field = issue.path?.[0];
          return field === undefined || DATE_FIELDS.has(String(field));
        }),
    });

/** The coupon body as a client sees it; the server reads dates without a zone in the store's time zone. */
export const adminCouponBodySchema = adminCouponBodySchemaReading(readWallTimeAsUtc);
export type AdminCouponBody = z.input<typeof adminCouponBodySchema>;
export type AdminCouponFields = z.output<typeof adminCouponBodySchema>;

export const couponListResponseSchema = successEnvelopeSchema(z.object({ coupons: z.array(couponSchema) }));
export type CouponListResponse = z.infer<typeof couponListResponseSchema>;
export const couponResponseSchema = successEnvelopeSchema(z.object({ coupon: couponSchema }));
export type CouponResponse = z.infer<typeof couponResponseSchema>;

/* Users */

/** `GET /api/admin/users`: newest first; deleted accounts are never listed. */
export const adminUserListQuerySchema = z.object({
  page: pageQuerySchema,
  limit: limitQuery,
  /** Part of the name or email. */
  search: searchQuery,
  role: listFilter(USER_ROLES),
});
export type AdminUserListQuery = Omit<z.input<typeof adminUserListQuerySchema>, 'page'> & { page?: number };

export const adminUserListResponseSchema = successEnvelopeSchema(
  z.object({ users: z.array(publicUserSchema), pagination: paginationSchema }),
);
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

/** `PUT /api/admin/users/:id/role`; answers `{ user }` (the auth calls' userResponseSchema). */
export const userRoleBodySchema = z.object({
  role: z.enum(USER_ROLES, { error: 'Role must be user or admin' }),
});
export type UserRoleBody = z.input<typeof userRoleBodySchema>;
