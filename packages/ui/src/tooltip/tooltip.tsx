import type { ReactNode } from 'react';
import {
  composeRenderProps,
  OverlayArrow,
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
} from 'react-aria-components';
import { cn } from '../lib/cn';
import { popoverMotion } from '../lib/popover-motion';

const tooltipStyles = [
  'max-w-64 rounded-md border border-border bg-elevated px-2.5 py-1.5 text-foreground text-xs shadow-overlay',
  popoverMotion,
  'forced-colors:border-[CanvasText] forced-colors:bg-[Canvas] forced-colors:text-[CanvasText]',
].join(' ');

export interface TooltipProps extends Omit<RACTooltipProps, 'children'> {
  children: ReactNode;
}

/**
 * A short hint for the control before it in a `TooltipTrigger`. It shows on hover after a delay and at once
 * on keyboard focus, hides on Escape, and describes the control (`aria-describedby`). Never put the only
 * name of a control in a tooltip: an icon button still needs its `aria-label`.
 */
export function Tooltip({ children, className, offset = 8, ...props }: TooltipProps) {
  return (
    <RACTooltip
      {...props}
      offset={offset}
      data-slot="tooltip"
      className={composeRenderProps(className, (consumerClassName) => cn(tooltipStyles, consumerClassName))}
    >
      <OverlayArrow>
        <svg
          width={8}
          height={8}
          viewBox="0 0 8 8"
          aria-hidden="true"
          className="fill-elevated stroke-border forced-colors:fill-[Canvas] forced-colors:stroke-[CanvasText] group-data-[placement=bottom]:rotate-180"
        >
          <path d="M0 0 L4 4 L8 0" />
        </svg>
      </OverlayArrow>
      {children}
    </RACTooltip>
  );
}
