import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  Collection,
  composeRenderProps,
  Header,
  Popover,
  type PopoverProps,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuSection as RACMenuSection,
  type MenuSectionProps as RACMenuSectionProps,
  Separator,
} from 'react-aria-components';
import { CheckIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';
import { popoverMotion } from '../lib/popover-motion';

const popoverStyles = [
  'min-w-44 overflow-auto rounded-control border border-border bg-elevated shadow-overlay outline-0',
  popoverMotion,
  'forced-colors:border-[CanvasText] forced-colors:bg-[Canvas]',
].join(' ');

export interface MenuProps<T> extends RACMenuProps<T> {
  /** Where the menu opens beside its trigger. @default 'bottom start' */
  placement?: PopoverProps['placement'];
}

/**
 * A menu of actions in a popover, opened by the button before it in a `MenuTrigger`. Arrow keys move
 * through the items, typing jumps to one, Escape closes it and returns focus to the trigger.
 */
export function Menu<T extends object>({ placement = 'bottom start', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} offset={6} data-slot="menu-popover" className={popoverStyles}>
      <RACMenu
        {...props}
        data-slot="menu"
        className={composeTailwindRenderProps(className, 'max-h-[inherit] overflow-auto p-1 outline-0')}
      />
    </Popover>
  );
}

export const menuItemVariants = cva(
  [
    'group flex cursor-default select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-0',
    "[&_svg:not([class*='size-'])]:size-4 [&_svg]:shrink-0",
    // The menu draws its own system colours in high contrast, so the focused item stays visible.
    'forced-color-adjust-none',
  ],
  {
    variants: {
      variant: {
        default: 'text-foreground forced-colors:text-[CanvasText]',
        danger: 'text-danger forced-colors:text-[CanvasText]',
      },
      isFocused: {
        true: 'bg-elevated-hover forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
        false: '',
      },
      isDisabled: { true: 'cursor-not-allowed text-muted forced-colors:text-[GrayText]', false: '' },
    },
    defaultVariants: { variant: 'default' },
  },
);

export interface MenuItemProps extends RACMenuItemProps {
  /** `danger` for an item that destroys something. @default 'default' */
  variant?: 'default' | 'danger';
}

/**
 * One action, or a link when given `href` (handed to the app's router through React Aria's RouterProvider).
 * In a menu with a `selectionMode` a check marks the selected items.
 */
export function MenuItem({ variant = 'default', className, children, textValue, ...props }: MenuItemProps) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-slot="menu-item"
      data-variant={variant}
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn(menuItemVariants({ ...renderProps, variant }), consumerClassName),
      )}
    >
      {composeRenderProps(children, (content, { selectionMode, isSelected }) => (
        <>
          {selectionMode !== 'none' && (
            <span className="flex size-4 items-center justify-center">{isSelected && <CheckIcon />}</span>
          )}
          <span className="flex min-w-0 flex-1 items-center gap-2 truncate">{content}</span>
        </>
      ))}
    </RACMenuItem>
  );
}

export const menuSectionTitleStyles = 'px-2.5 pt-2 pb-1 font-semibold text-muted text-xs uppercase';

export interface MenuSectionProps<T> extends RACMenuSectionProps<T> {
  /** The section's visible heading, which also names its group. */
  title?: ReactNode;
}

/** A titled group of items. */
export function MenuSection<T extends object>({
  title,
  items,
  children,
  className,
  ...props
}: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} data-slot="menu-section" className={cn('flex flex-col', className)}>
      {title && <Header className={menuSectionTitleStyles}>{title}</Header>}
      <Collection items={items}>{children}</Collection>
    </RACMenuSection>
  );
}

/** A rule between groups of items. */
export function MenuSeparator() {
  return (
    <Separator
      data-slot="menu-separator"
      className="mx-1 my-1 border-border border-t forced-colors:border-[GrayText]"
    />
  );
}
