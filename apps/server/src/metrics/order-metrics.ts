import { Counter, type Registry } from 'prom-client';

/** What the handlers tell the metrics. */
export interface StoreMetrics {
  /** A new order was placed (never a retry answered with the first order), for its total in dollars. */
  orderPlaced(totalDollars: number): void;
}

/** Without METRICS_TOKEN nobody reads the metrics, so nothing is counted. */
export const metricsOff: StoreMetrics = { orderPlaced: () => {} };

export function measureOrders(registry: Registry): StoreMetrics {
  const placed = new Counter({
    name: 'aurora_orders_placed_total',
    help: 'Orders this process placed.',
    registers: [registry],
  });
  const revenue = new Counter({
    name: 'aurora_order_revenue_dollars_total',
    help: 'The totals of the orders this process placed, in dollars, as the shopper was charged (discount, shipping and tax included; a later cancellation is not taken back).',
    registers: [registry],
  });
  return {
    orderPlaced(totalDollars) {
      placed.inc();
      revenue.inc(totalDollars);
    },
  };
}
