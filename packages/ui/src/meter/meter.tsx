import { cva, type VariantProps } from 'class-variance-authority';
import { Meter as RACMeter, type MeterProps as RACMeterProps } from 'react-aria-components';
import { Label } from '../field';
import { cn } from '../lib/cn';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';

/** The filled part of a Meter or ProgressBar; in Windows high contrast it takes the Highlight colour. */
export const barFillVariants = cva(
  'h-full rounded-pill transition-[width] duration-slow ease-standard forced-colors:bg-[Highlight]',
  {
    variants: {
      tone: {
        primary: 'bg-primary',
        success: 'bg-success',
        warning: 'bg-warning',
        danger: 'bg-danger',
      },
    },
    defaultVariants: { tone: 'primary' },
  },
);

export const barTrackStyles =
  'h-2 w-full overflow-hidden rounded-pill bg-elevated outline outline-border-strong/40 -outline-offset-1 forced-colors:outline-[CanvasText]';

export type BarTone = NonNullable<VariantProps<typeof barFillVariants>['tone']>;

export interface MeterProps extends RACMeterProps {
  label?: string;
  /** The bar's colour; say what it means in the label or value too, not by colour alone. @default 'primary' */
  tone?: BarTone;
}

/**
 * A known quantity in a range (stock left, storage used): role `meter`, with the value as text beside the
 * label. For a task in progress use ProgressBar.
 */
export function Meter({ label, tone = 'primary', className, ...props }: MeterProps) {
  return (
    <RACMeter
      {...props}
      data-slot="meter"
      className={composeTailwindRenderProps(className, 'flex w-full flex-col gap-1.5')}
    >
      {({ percentage, valueText }) => (
        <>
          <div className="flex justify-between gap-2 text-sm">
            {label && <Label>{label}</Label>}
            <span className="text-muted tabular-nums">{valueText}</span>
          </div>
          <div className={barTrackStyles}>
            <div className={cn(barFillVariants({ tone }))} style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </RACMeter>
  );
}
