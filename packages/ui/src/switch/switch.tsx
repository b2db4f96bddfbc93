import { cva } from 'class-variance-authority';
import type { RefAttributes } from 'react';
import {
  composeRenderProps,
  Switch as RACSwitch,
  type SwitchProps as RACSwitchProps,
} from 'react-aria-components';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export const switchVariants = cva(
  'group inline-flex items-center gap-2.5 text-foreground text-sm [-webkit-tap-highlight-color:transparent]',
  {
    variants: {
      isDisabled: {
        true: 'cursor-not-allowed opacity-45 forced-colors:text-[GrayText]',
        false: 'cursor-pointer',
      },
    },
  },
);

/** The track. High contrast keeps its own system colours (`forced-color-adjust-none`) so "on" shows. */
export const switchTrackVariants = cva(
  [
    'flex h-6 w-10 shrink-0 items-center rounded-pill border-2 px-0.5',
    'transition-[background-color,border-color] duration-base ease-standard forced-color-adjust-none',
  ],
  {
    variants: {
      isSelected: {
        true: 'border-primary bg-primary forced-colors:border-[Highlight] forced-colors:bg-[Highlight]',
        false:
          'border-border-strong bg-surface forced-colors:border-[ButtonBorder] forced-colors:bg-[Canvas]',
      },
      isHovered: { true: '', false: '' },
      isFocusVisible: {
        true: focusRing({ isFocusVisible: true }),
        false: focusRing({ isFocusVisible: false }),
      },
      isDisabled: { true: 'forced-colors:border-[GrayText]', false: '' },
    },
    compoundVariants: [
      { isSelected: false, isHovered: true, className: 'border-muted' },
      { isSelected: true, isHovered: true, className: 'border-primary-hover bg-primary-hover' },
      { isSelected: true, isDisabled: true, className: 'forced-colors:bg-[GrayText]' },
    ],
  },
);

export const switchThumbVariants = cva(
  'size-4 rounded-pill shadow-raised transition-[translate,background-color,scale] duration-base ease-emphasized',
  {
    variants: {
      isSelected: {
        true: 'translate-x-4 bg-on-primary forced-colors:bg-[HighlightText] rtl:-translate-x-4',
        false: 'translate-x-0 bg-muted forced-colors:bg-[ButtonText]',
      },
      isPressed: { true: 'scale-90', false: '' },
    },
  },
);

export interface SwitchProps extends RACSwitchProps, RefAttributes<HTMLLabelElement> {}

/**
 * An on/off setting that takes effect at once (role `switch`), with its label as children. For a choice
 * that waits for a form's submit button, use a Checkbox.
 */
export function Switch({ className, children, ...props }: SwitchProps) {
  return (
    <RACSwitch
      {...props}
      data-slot="switch"
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn(switchVariants(renderProps), consumerClassName),
      )}
    >
      {composeRenderProps(children, (label, renderProps) => (
        <>
          <span className={switchTrackVariants(renderProps)}>
            <span className={switchThumbVariants(renderProps)} />
          </span>
          {label}
        </>
      ))}
    </RACSwitch>
  );
}
