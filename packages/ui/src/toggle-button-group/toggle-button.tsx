import { cva, type VariantProps } from 'class-variance-authority';
import { type RefAttributes, useContext } from 'react';
import {
  composeRenderProps,
  ToggleButton as RACToggleButton,
  type ToggleButtonProps as RACToggleButtonProps,
  ToggleGroupStateContext,
} from 'react-aria-components';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export const toggleButtonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer select-none items-center justify-center gap-2 whitespace-nowrap',
    'rounded-[calc(var(--radius-control)-0.25rem)] font-medium text-sm [-webkit-tap-highlight-color:transparent]',
    'transition-[background-color,color,scale] duration-fast ease-standard',
    "[&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    // High contrast keeps these system colours (`forced-color-adjust-none`) so the selected one shows.
    'forced-color-adjust-none',
  ],
  {
    variants: {
      size: { md: 'h-8 px-3', icon: 'size-8' },
      // Filled, not just lighter: the chosen option must stand out by more than a shade.
      isSelected: {
        true: 'bg-primary text-on-primary shadow-raised forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
        false: 'bg-transparent text-muted forced-colors:bg-[ButtonFace] forced-colors:text-[ButtonText]',
      },
      isHovered: { true: '', false: '' },
      isPressed: { true: 'scale-[0.97]', false: '' },
      isFocusVisible: {
        true: focusRing({ isFocusVisible: true }),
        false: focusRing({ isFocusVisible: false }),
      },
      isDisabled: { true: 'cursor-not-allowed opacity-45 forced-colors:text-[GrayText]', false: '' },
      // A group draws the frame around its buttons; a lone toggle needs its own edge to look pressable.
      isStandalone: { true: 'border border-border-strong forced-colors:border-[ButtonBorder]', false: '' },
    },
    compoundVariants: [
      { isSelected: false, isHovered: true, className: 'bg-elevated text-foreground' },
      { isSelected: true, isHovered: true, className: 'bg-primary-hover' },
      { isSelected: false, isStandalone: true, className: 'text-foreground' },
      { isSelected: true, isStandalone: true, className: 'border-primary' },
    ],
    defaultVariants: { size: 'md' },
  },
);

export interface ToggleButtonProps extends RACToggleButtonProps, RefAttributes<HTMLButtonElement> {
  /**
   * `icon` is a square for a lone icon, which then needs an `aria-label`.
   * @default 'md'
   */
  size?: NonNullable<VariantProps<typeof toggleButtonVariants>['size']>;
}

/**
 * A button that stays pressed. Alone it reports `aria-pressed`; in a single-selection ToggleButtonGroup
 * it is a radio, identified by `id`.
 */
export function ToggleButton({ size = 'md', className, ...props }: ToggleButtonProps) {
  const isStandalone = useContext(ToggleGroupStateContext) == null;
  return (
    <RACToggleButton
      {...props}
      data-slot="toggle-button"
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn(toggleButtonVariants({ ...renderProps, size, isStandalone }), consumerClassName),
      )}
    />
  );
}
