import { useState } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useSecondPass } from '../../common/hooks/use-second-pass';
import { money } from './analytics-format';
import { ChartPlaceholder } from './chart-placeholder';
import { type DayPair, dayLabel, dayLabelInterval } from './daily-figures';

/*
 * The analytics charts, on Recharts: this module is loaded only by the analytics page (React.lazy), so no other
 * screen carries the library. Recharts' accessibility layer makes each chart one tab stop whose arrow keys move
 * its tooltip from point to point; the page gives every chart a summary and its figures as a table too.
 */

/**
 * Every axis shows each of its ticks (interval 0) unless it says otherwise: the value axes have five and the
 * status axis six, which always fit, and Recharts would otherwise measure each label in the page to decide.
 */
const axis = {
  stroke: 'var(--color-border-strong)',
  tick: { fill: 'var(--color-muted)', fontSize: 12 },
  interval: 0,
} as const;
/*
 * A grid that draws lines one way only still asks for the other way's places, and Recharts finds them by laying
 * out that axis' labels (all of them, before the axis has said its interval): a year's chart measured 365 labels
 * for lines it never drew. These say "no lines" at once.
 */
const noGridLines = () => [];

const compactMoneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});
const compactMoney = (value: number) => compactMoneyFormat.format(value);

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

/** The revenue chart's value axis and margins: the day labels share what is left of its width. */
const REVENUE_VALUE_AXIS_PX = 56;
// On the right, room for half of the last day's label, which is centred on the plot's edge.
const REVENUE_MARGIN = { top: 8, right: 24, bottom: 0, left: 0 };

/** The revenue chart's plot, and its legend's row below it: 260 px in all, the height its placeholder keeps. */
const REVENUE_PLOT_HEIGHT = 232;

/**
 * The revenue chart's legend, in the page rather than in the chart: Recharts lays its own legend out, measures
 * it and lays the whole chart out again around it (a second pass over every series and axis), and its icons
 * draw the dashed series solid.
 */
function RevenueLegend() {
  return (
    <ul className="flex h-7 items-center justify-center gap-5 text-muted text-xs">
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="w-5 border-primary border-t-2" />
        This period
      </li>
      <li className="flex items-center gap-2">
        <span aria-hidden="true" className="w-5 border-muted border-t border-dashed" />
        Previous period
      </li>
    </ul>
  );
}

/** Revenue per day of the period, with the previous period's same day dashed behind it. */
export function RevenueChart({ days, label }: { days: DayPair[]; label: string }) {
  const [plotWidth, setPlotWidth] = useState(0);
  return (
    <div>
      <ResponsiveContainer
        width="100%"
        height={REVENUE_PLOT_HEIGHT}
        onResize={(width) => setPlotWidth(width - REVENUE_VALUE_AXIS_PX - REVENUE_MARGIN.right)}
      >
        <AreaChart data={days} margin={REVENUE_MARGIN} title={label}>
          <CartesianGrid
            stroke="var(--color-border)"
            strokeDasharray="3 3"
            vertical={false}
            verticalCoordinatesGenerator={noGridLines}
          />
          <XAxis
            dataKey="date"
            tickFormatter={(date: string) => dayLabel(date)}
            {...axis}
            interval={dayLabelInterval(days.length, plotWidth)}
          />
          <YAxis tickFormatter={compactMoney} width={REVENUE_VALUE_AXIS_PX} {...axis} />
          <Tooltip content={DayTooltip} cursor={{ stroke: 'var(--color-focus-ring)' }} />
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
      <RevenueLegend />
    </div>
  );
}

export interface StatusBar {
  status: string;
  orders: number;
}

const STATUS_CHART_HEIGHT = 220;

/**
 * Orders placed in the period by the status they have now. Drawn a step after the page's first render with
 * this module: both charts arrive with it, and drawing a Recharts chart is one long task of its own (its
 * store settles each axis and series in turn), so the revenue chart draws first and this one in the next task.
 */
export function StatusChart({ bars, label }: { bars: StatusBar[]; label: string }) {
  if (!useSecondPass()) return <ChartPlaceholder height={STATUS_CHART_HEIGHT} />;
  return (
    <ResponsiveContainer width="100%" height={STATUS_CHART_HEIGHT}>
      <BarChart
        data={bars}
        layout="vertical"
        margin={{ top: 0, right: 16, bottom: 0, left: 8 }}
        title={label}
      >
        <CartesianGrid
          stroke="var(--color-border)"
          strokeDasharray="3 3"
          horizontal={false}
          horizontalCoordinatesGenerator={noGridLines}
        />
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
