import { cva } from 'class-variance-authority';
import type { RefAttributes } from 'react';
import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { cn } from '../lib/cn';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';
import { focusRing } from '../lib/focus-ring';

export const tabListVariants = cva('group/tab-list flex', {
  variants: {
    orientation: {
      horizontal: 'flex-row gap-1 border-border border-b',
      vertical: 'flex-col gap-1 border-border border-e',
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

/*
 * The selected tab is marked by a bar under it as well as its colour, so selection never rests on colour
 * alone; in Windows high contrast the bar takes the system Highlight colour.
 */
export const tabVariants = cva(
  [
    'relative cursor-pointer select-none rounded-t-control px-4 py-2.5 font-medium text-sm',
    'transition-[color,background-color] duration-fast ease-standard [-webkit-tap-highlight-color:transparent]',
    'after:absolute after:bg-transparent after:transition-colors after:duration-fast',
    'forced-color-adjust-none forced-colors:text-[ButtonText]',
    // A tab does not know its orientation; its list does, so the bar sits under or beside by the list's.
    'group-data-[orientation=horizontal]/tab-list:after:inset-x-2 group-data-[orientation=horizontal]/tab-list:after:-bottom-px group-data-[orientation=horizontal]/tab-list:after:h-0.5',
    'group-data-[orientation=vertical]/tab-list:rounded-control group-data-[orientation=vertical]/tab-list:after:inset-y-1.5 group-data-[orientation=vertical]/tab-list:after:-end-px group-data-[orientation=vertical]/tab-list:after:w-0.5',
  ],
  {
    variants: {
      isSelected: {
        true: 'text-foreground after:bg-primary forced-colors:after:bg-[Highlight]',
        false: 'text-muted',
      },
      isHovered: { true: 'bg-elevated text-foreground', false: '' },
      isFocusVisible: {
        true: focusRing({ isFocusVisible: true }),
        false: focusRing({ isFocusVisible: false }),
      },
      isDisabled: {
        true: 'cursor-not-allowed opacity-45 forced-colors:text-[GrayText]',
        false: '',
      },
    },
  },
);

/** Tabs and their panels; arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({ className, ...props }: TabsProps & RefAttributes<HTMLDivElement>) {
  return (
    <RACTabs
      {...props}
      data-slot="tabs"
      className={composeTailwindRenderProps(
        className,
        'flex gap-4 data-[orientation=horizontal]:flex-col data-[orientation=vertical]:flex-row',
      )}
    />
  );
}

/** The row of tabs; name it with `aria-label` when no heading already says what it switches. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <RACTabList
      {...props}
      data-slot="tab-list"
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn(tabListVariants(renderProps), consumerClassName),
      )}
    />
  );
}

export function Tab({ className, ...props }: TabProps & RefAttributes<HTMLDivElement>) {
  return (
    <RACTab
      {...props}
      data-slot="tab"
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn(tabVariants(renderProps), consumerClassName),
      )}
    />
  );
}

/** A tab's content; it is focusable only when it holds nothing focusable, so a keyboard user can reach it. */
export function TabPanel({ className, ...props }: TabPanelProps & RefAttributes<HTMLDivElement>) {
  return (
    <RACTabPanel
      {...props}
      data-slot="tab-panel"
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn('flex-1 rounded-control text-foreground', focusRing(renderProps), consumerClassName),
      )}
    />
  );
}
