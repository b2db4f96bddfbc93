import {
  type AnalyticsPeriodChoice,
  adminOperationsKeys,
  type CustomerInsights,
  type ProductPerformance,
  type RankedProduct,
} from '@aurora-store/api';
import { cn, Dialog, focusRing, Skeleton, Tab, TabList, TabPanel, Tabs } from '@aurora-store/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import useSWR from 'swr';
import { LoadFailure } from '../../common/load-failure';
import { useAdminApi } from '../shared';
import { adminProductEditHref } from '../shared/admin-hrefs';
import { count, money } from './analytics-format';
import { LOAD_CUSTOMER_INSIGHTS_FAILED, LOAD_PRODUCT_PERFORMANCE_FAILED } from './analytics-messages';
import { FactList } from './analytics-panels';
import { dayLabel } from './daily-figures';
import { FiguresTable } from './figures-table';

/*
 * Quick Actions' rankings of the period (beyond the spec): Product performance and Customer insights, each a
 * dialog that loads its own answer. What counts is what the Revenue card counts: the period's paid orders.
 */

interface Period {
  from: string;
  to: string;
}

/** 'Paid orders placed from 26 Oct 2026 to 24 Nov 2026.' */
const paidOrdersOf = (period: Period) =>
  `Paid orders placed from ${dayLabel(period.from, true)} to ${dayLabel(period.to, true)}.`;

/** A ranking's answer while it loads, when it failed (with Retry), or its content. */
function RankingState<Answer>({
  answer,
  failed,
  failure,
  onRetry,
  children,
}: {
  answer: Answer | undefined;
  failed: boolean;
  failure: string;
  onRetry: () => void;
  children: (answer: Answer) => ReactNode;
}) {
  if (failed) return <LoadFailure headingLevel={3} title={failure} onRetry={onRetry} />;
  if (!answer) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  return <>{children(answer)}</>;
}

/** A ranked row's name after its place: '1. Lamp'. */
function RankedName({ rank, children }: { rank: number; children: ReactNode }) {
  return (
    <span className="flex gap-2">
      <span className="w-6 shrink-0 text-end text-muted tabular-nums">{rank}.</span>
      {children}
    </span>
  );
}

function ProductRanking({ products, ordering }: { products: readonly RankedProduct[]; ordering: string }) {
  if (products.length === 0) {
    return <p className="py-6 text-center text-muted">No product was sold in a paid order of this period.</p>;
  }
  return (
    <FiguresTable
      caption={`Products by ${ordering}`}
      columns={['Product', 'SKU', 'Units', 'Revenue']}
      rows={products.map((product, index) => ({
        key: product.id,
        cells: [
          <RankedName key="name" rank={index + 1}>
            <Link
              href={adminProductEditHref({ _id: product.id })}
              className={({ isFocusVisible, isHovered }) =>
                cn(
                  'rounded-sm text-foreground',
                  isHovered && 'text-primary underline underline-offset-2',
                  focusRing({ isFocusVisible }),
                )
              }
            >
              {product.name}
            </Link>
          </RankedName>,
          product.sku,
          count(product.units),
          money(product.revenue),
        ],
      }))}
    />
  );
}

/** The products that sold the most units, and those that brought the most revenue, in two tabs. */
export function ProductPerformanceDialog({
  period,
  dates,
}: {
  period: AnalyticsPeriodChoice;
  dates: Period;
}) {
  const admin = useAdminApi();
  const { data, error, isValidating, mutate } = useSWR(adminOperationsKeys.productPerformance(period), () =>
    admin.getProductPerformance(period),
  );
  return (
    <Dialog title="Product performance">
      <div className="flex flex-col gap-4">
        <p className="text-sm">{paidOrdersOf(dates)}</p>
        <RankingState<ProductPerformance>
          answer={data?.data}
          failed={Boolean(error) && !isValidating}
          failure={LOAD_PRODUCT_PERFORMANCE_FAILED}
          onRetry={() => mutate()}
        >
          {(answer) => (
            <Tabs>
              <TabList aria-label="Rank products by">
                <Tab id="units">By units sold</Tab>
                <Tab id="revenue">By revenue</Tab>
              </TabList>
              <TabPanel id="units">
                <ProductRanking products={answer.byUnits} ordering="units sold" />
              </TabPanel>
              <TabPanel id="revenue">
                <ProductRanking products={answer.byRevenue} ordering="revenue" />
              </TabPanel>
            </Tabs>
          )}
        </RankingState>
      </div>
    </Dialog>
  );
}

/** Who ordered in the period, new and returning, and the customers who spent the most. */
export function CustomerInsightsDialog({ period, dates }: { period: AnalyticsPeriodChoice; dates: Period }) {
  const admin = useAdminApi();
  const { data, error, isValidating, mutate } = useSWR(adminOperationsKeys.customerInsights(period), () =>
    admin.getCustomerInsights(period),
  );
  return (
    <Dialog title="Customer insights">
      <RankingState<CustomerInsights>
        answer={data?.data}
        failed={Boolean(error) && !isValidating}
        failure={LOAD_CUSTOMER_INSIGHTS_FAILED}
        onRetry={() => mutate()}
      >
        {(answer) => (
          <div className="flex flex-col gap-4">
            <FactList
              label="Customers of the period"
              facts={[
                ['Customers who ordered', count(answer.customers.active)],
                ['New (first order)', count(answer.customers.new)],
                ['Returning', count(answer.customers.returning)],
              ]}
            />
            <p className="text-sm">Top customers by spend. {paidOrdersOf(dates)}</p>
            {answer.bySpend.length === 0 ? (
              <p className="py-6 text-center text-muted">No customer paid for an order in this period.</p>
            ) : (
              <FiguresTable
                caption="Customers by spend"
                columns={['Customer', 'Email', 'Paid orders', 'Spend']}
                rows={answer.bySpend.map((customer, index) => ({
                  key: customer.id,
                  cells: [
                    <RankedName key="name" rank={index + 1}>
                      {customer.name}
                    </RankedName>,
                    customer.email,
                    count(customer.orders),
                    money(customer.spend),
                  ],
                }))}
              />
            )}
          </div>
        )}
      </RankingState>
    </Dialog>
  );
}
