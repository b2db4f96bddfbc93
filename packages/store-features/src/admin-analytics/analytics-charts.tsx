import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { money } from './analytics-format';
import { type DayPair, dayLabel } from './daily-figures';

/*
 * The analytics charts, on Recharts: this module is loaded only by the analytics page (React.lazy), so no other
 * screen carries the library. Recharts' accessibility layer makes each chart one tab stop whose arrow keys move
 * its tooltip from point to point; the page gives every chart a summary and its figures as a table too.
 */

const axis = { stroke: 'var(--color-border-strong)', tick: { fill: 'var(--color-muted)', fontSize: 12 } };
const compactMoney = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' }).format(value);

/** What Recharts hands a tooltip's content: whether a point is active, and the points' data rows. */
interface TooltipState {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
}

function DayTooltip({ active, payload }: TooltipState) {
  const day = payload?.[0]?.payload as DayPair | undefined;
  if (!active || !day) return null;
  return (
    <div className="rounded-control border border-border bg-elevated px-3 py-2 text-foreground text-sm shadow-overlay">
      <p className="font-semibold">{dayLabel(day.date, true)}</p>
      <p>
        {money(day.revenue)} · {day.orders} {day.orders === 1 ? 'order' : 'orders'}
      </p>
      <p className="text-muted">
        {dayLabel(day.previousDate, true)}: {money(day.previousRevenue)} · {day.previousOrders}{' '}
        {day.previousOrders === 1 ? 'order' : 'orders'}
      </p>
    </div>
  );
}

/** Revenue per day of the period, with the previous period's same day dashed behind it. */
export function RevenueChart({ days, label }: { days: DayPair[]; label: string }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <AreaChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} title={label}>
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={(date: string) => dayLabel(date)} minTickGap={24} {...axis} />
        <YAxis tickFormatter={compactMoney} width={56} {...axis} />
        <Tooltip content={DayTooltip} cursor={{ stroke: 'var(--color-focus-ring)' }} />
        <Legend wrapperStyle={{ color: 'var(--color-muted)', fontSize: 12 }} />
        <Area
          name="Previous period"
          dataKey="previousRevenue"
          type="monotone"
          stroke="var(--color-muted)"
          strokeDasharray="5 4"
          fill="none"
          isAnimationActive={false}
        />
        <Area
          name="This period"
          dataKey="revenue"
          type="monotone"
          stroke="var(--color-primary)"
          strokeWidth={2}
          fill="var(--color-primary)"
          fillOpacity={0.15}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

export interface StatusBar {
  status: string;
  orders: number;
}

/** Orders placed in the period by the status they have now. */
export function StatusChart({ bars, label }: { bars: StatusBar[]; label: string }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart
        data={bars}
        layout="vertical"
        margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
        title={label}
      >
        <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} {...axis} />
        <YAxis type="category" dataKey="status" width={84} {...axis} />
        <Tooltip
          cursor={{ fill: 'var(--color-elevated)' }}
          contentStyle={{
            background: 'var(--color-elevated)',
            border: '1px solid var(--color-border)',
            color: 'var(--color-foreground)',
          }}
          itemStyle={{ color: 'var(--color-foreground)' }}
        />
        <Bar
          name="Orders"
          dataKey="orders"
          fill="var(--color-accent)"
          radius={[0, 4, 4, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
