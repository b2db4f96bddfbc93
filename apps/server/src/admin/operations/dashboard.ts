import {
  type AdminDashboardResponse,
  centsToDollars,
  DASHBOARD_LOW_STOCK_PRODUCTS,
  DASHBOARD_RECENT_ORDERS,
  DASHBOARD_TOP_SELLERS,
} from '@aurora-store/api/contract';
import { and, asc, desc, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { orderDailyTotals, orders, products } from '../../db/schema';
import { selectProductRows, toProductAnswer } from '../../products/product-view';
import { findAdminOrders } from './admin-order-answers';
import { storeCount } from './store-counts';

type Dashboard = AdminDashboardResponse['data'];

/**
 * The dashboard, from the summaries and short indexed reads: counts of products and people, the order
 * figures, the newest orders, the products running low and the best sellers.
 */
export async function computeDashboard(db: AppDatabase): Promise<Dashboard> {
  const [stats, recent, lowStock, topSellers] = await Promise.all([
    // One query over the summaries: the order figures per day and the counts of products and accounts.
    db
      .select({
        totalProducts: storeCount('products.live'),
        totalUsers: storeCount('users.live'),
        totalOrders: sql<number>`coalesce(sum(${orderDailyTotals.orderCount}), 0)::bigint`.mapWith(Number),
        revenueCents:
          sql<number>`coalesce(sum(${orderDailyTotals.totalCents}) filter (where ${orderDailyTotals.isPaid}), 0)::bigint`.mapWith(
            Number,
          ),
      })
      .from(orderDailyTotals),
    db
      .select({ id: orders.id })
      .from(orders)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(DASHBOARD_RECENT_ORDERS),
    // The very predicate of the partial index `products_low_stock_idx`, so only low-stock products are read.
    selectProductRows(db)
      .where(and(sql`${products.stock} <= ${products.lowStockThreshold}`, isNull(products.deletedAt)))
      .orderBy(asc(products.stock), asc(products.id))
      .limit(DASHBOARD_LOW_STOCK_PRODUCTS),
    selectProductRows(db)
      .where(isNull(products.deletedAt))
      .orderBy(desc(products.salesCount), asc(products.id))
      .limit(DASHBOARD_TOP_SELLERS),
  ]);
  const [figures] = stats;
  if (!figures) throw new Error('an aggregate always answers one row');
  return {
    stats: {
      totalProducts: figures.totalProducts,
      totalUsers: figures.totalUsers,
      totalOrders: figures.totalOrders,
      totalRevenue: centsToDollars(figures.revenueCents),
    },
    recentOrders: await findAdminOrders(
      db,
      recent.map((row) => row.id),
    ),
    lowStockProducts: lowStock.map(toProductAnswer),
    topSellingProducts: topSellers.map(toProductAnswer),
  };
}
