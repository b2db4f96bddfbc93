import { z } from 'zod';
import { amountSchema, analyticsPeriodSchema, countSchema } from './admin-operations';
import { idSchema } from './common';
import { successEnvelopeSchema } from './envelope';

/*
 * The rankings of an analytics period (Quick Actions: Product performance, Customer insights), beyond the spec.
 * Same query as the analytics (`days`, or `from` and `to`: analyticsQuerySchema). What counts is what the
 * Revenue card counts: the paid orders placed in the period, at the prices they were paid at.
 */

const rankedProductSchema = z.object({
  id: idSchema,
  name: z.string(),
  sku: z.string(),
  /** The product's first image, or null. */
  image: z.string().nullable(),
  /** Units sold in the period's paid orders. */
  units: countSchema,
  /** What those units were paid: price times quantity, in dollars. */
  revenue: amountSchema,
});
export type RankedProduct = z.infer<typeof rankedProductSchema>;

/**
 * `GET /api/admin/analytics/products`: the ANALYTICS_RANKING_SIZE products that sold the most units (ties by
 * revenue) and the ANALYTICS_RANKING_SIZE that brought the most revenue (ties by units), then by name.
 */
export const productPerformanceSchema = z.object({
  period: analyticsPeriodSchema,
  byUnits: z.array(rankedProductSchema),
  byRevenue: z.array(rankedProductSchema),
});
export type ProductPerformance = z.infer<typeof productPerformanceSchema>;
export const productPerformanceResponseSchema = successEnvelopeSchema(productPerformanceSchema);

const rankedCustomerSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  /** Paid orders placed in the period. */
  orders: countSchema,
  /** What those orders total, in dollars. */
  spend: amountSchema,
});
export type RankedCustomer = z.infer<typeof rankedCustomerSchema>;

/**
 * `GET /api/admin/analytics/customers`: who ordered in the period (any order, paid or not), split into new
 * customers (their first order ever is in the period) and returning ones (they had ordered before it); and
 * the ANALYTICS_RANKING_SIZE customers whose paid orders of the period total the most.
 */
export const customerInsightsSchema = z.object({
  period: analyticsPeriodSchema,
  customers: z.object({ active: countSchema, new: countSchema, returning: countSchema }),
  bySpend: z.array(rankedCustomerSchema),
});
export type CustomerInsights = z.infer<typeof customerInsightsSchema>;
export const customerInsightsResponseSchema = successEnvelopeSchema(customerInsightsSchema);
