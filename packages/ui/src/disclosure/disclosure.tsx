import type { ReactNode } from 'react';
import {
  Button,
  composeRenderProps,
  Heading,
  Disclosure as RACDisclosure,
  DisclosurePanel as RACDisclosurePanel,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { ChevronDownIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

export interface DisclosureProps extends Omit<RACDisclosureProps, 'children'> {
  /** The trigger's text. */
  title: ReactNode;
  /** What opens (a mobile menu's links, say). */
  children: ReactNode;
  /** The trigger's heading level; `false` for a trigger that is no heading (a menu toggle). @default 3 */
  headingLevel?: 2 | 3 | 4 | false;
}

/**
 * A button that shows and hides a panel (`aria-expanded`, `aria-controls`). React Aria keeps the closed
 * panel `hidden until-found`, so the browser's find-in-page still opens it.
 */
export function Disclosure({ title, children, headingLevel = 3, className, ...props }: DisclosureProps) {
  const trigger = (
    <Button
      slot="trigger"
      className={({ isFocusVisible, isHovered }) =>
        cn(
          'flex w-full cursor-pointer items-center justify-between gap-3 rounded-control px-3 py-2.5 text-start font-medium text-foreground text-sm',
          isHovered && 'bg-elevated',
          focusRing({ isFocusVisible }),
        )
      }
    >
      {title}
      <ChevronDownIcon className="size-4 shrink-0 text-muted transition-[rotate] duration-base ease-standard in-data-expanded:rotate-180" />
    </Button>
  );
  const HeadingTag = headingLevel === false ? null : headingLevel;
  return (
    <RACDisclosure
      {...props}
      data-slot="disclosure"
      className={composeRenderProps(className, (consumerClassName) => cn('group w-full', consumerClassName))}
    >
      {HeadingTag === null ? trigger : <Heading level={HeadingTag}>{trigger}</Heading>}
      <RACDisclosurePanel data-slot="disclosure-panel" className="px-3 pt-1 pb-3 text-muted text-sm">
        {children}
      </RACDisclosurePanel>
    </RACDisclosure>
  );
}
