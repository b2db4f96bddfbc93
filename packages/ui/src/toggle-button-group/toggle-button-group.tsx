import { cva } from 'class-variance-authority';
import type { RefAttributes } from 'react';
import {
  composeRenderProps,
  ToggleButtonGroup as RACToggleButtonGroup,
  type ToggleButtonGroupProps as RACToggleButtonGroupProps,
} from 'react-aria-components';
import { cn } from '../lib/cn';

export const toggleButtonGroupVariants = cva(
  'inline-flex w-fit gap-1 rounded-control border border-border bg-surface p-1 forced-colors:border-[ButtonBorder]',
  {
    variants: {
      orientation: { horizontal: 'flex-row', vertical: 'flex-col' },
    },
  },
);

export interface ToggleButtonGroupProps extends RACToggleButtonGroupProps, RefAttributes<HTMLDivElement> {}

/**
 * A segmented control of ToggleButtons. With `selectionMode="single"` it is a radio group (one tab stop,
 * arrow keys between buttons); add `disallowEmptySelection` when one option must always hold, as in a
 * grid/list view switch. Name it with `aria-label`.
 */
export function ToggleButtonGroup({ className, ...props }: ToggleButtonGroupProps) {
  return (
    <RACToggleButtonGroup
      {...props}
      data-slot="toggle-button-group"
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn(toggleButtonGroupVariants(renderProps), consumerClassName),
      )}
    />
  );
}
