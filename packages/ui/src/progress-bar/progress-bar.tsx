import {
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from 'react-aria-components';
import { Label } from '../field';
import { cn } from '../lib/cn';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';
import { type BarTone, barFillVariants, barTrackStyles } from '../meter';

export interface ProgressBarProps extends RACProgressBarProps {
  label?: string;
  /** @default 'primary' */
  tone?: BarTone;
}

/**
 * How far a task has got (an upload, an import): role `progressbar`. With `isIndeterminate` a segment
 * slides along the track; under reduced motion it rests as a still segment.
 */
export function ProgressBar({ label, tone = 'primary', className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      data-slot="progress-bar"
      className={composeTailwindRenderProps(className, 'flex w-full flex-col gap-1.5')}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className="flex justify-between gap-2 text-sm">
            {label && <Label>{label}</Label>}
            {!isIndeterminate && <span className="text-muted tabular-nums">{valueText}</span>}
          </div>
          <div className={cn(barTrackStyles, 'relative')}>
            <div
              className={cn(
                barFillVariants({ tone }),
                isIndeterminate &&
                  'absolute inset-y-0 w-2/5 animate-progress-slide motion-reduce:animate-none',
              )}
              style={isIndeterminate ? undefined : { width: `${percentage}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
