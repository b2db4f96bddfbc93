import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Tag as RACTag,
  TagGroup as RACTagGroup,
  type TagGroupProps as RACTagGroupProps,
  TagList,
  type TagListProps,
  type TagProps,
} from 'react-aria-components';
import { Description, Label } from '../field';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { CheckIcon } from '../lib/icons';

export interface TagGroupProps<T>
  extends Omit<RACTagGroupProps, 'children'>,
    Pick<TagListProps<T>, 'items' | 'renderEmptyState'> {
  /** The visible label; without one, give the group an `aria-label`. */
  label?: string;
  description?: string;
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A row of chips, such as the catalogue's categories ("All" and each category). With
 * `selectionMode="single"` and `disallowEmptySelection` exactly one is always chosen. It is one tab stop;
 * arrow keys move between chips and Space or Enter selects.
 */
export function TagGroup<T extends object>({
  label,
  description,
  items,
  renderEmptyState,
  children,
  className,
  ...props
}: TagGroupProps<T>) {
  return (
    <RACTagGroup {...props} data-slot="tag-group" className={cn('flex flex-col gap-2', className)}>
      {label && <Label>{label}</Label>}
      <TagList items={items} renderEmptyState={renderEmptyState} className="flex flex-wrap gap-2">
        {children}
      </TagList>
      {description && <Description>{description}</Description>}
    </RACTagGroup>
  );
}

export const tagVariants = cva(
  [
    'inline-flex cursor-pointer select-none items-center gap-1.5 rounded-pill border px-3 py-1 font-medium text-sm',
    'transition-[background-color,border-color,color] duration-fast ease-standard [-webkit-tap-highlight-color:transparent]',
    'forced-color-adjust-none',
  ],
  {
    variants: {
      isSelected: {
        true: 'border-primary bg-primary text-on-primary forced-colors:border-[Highlight] forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
        false:
          'border-border-strong bg-surface text-foreground forced-colors:border-[ButtonBorder] forced-colors:bg-[ButtonFace] forced-colors:text-[ButtonText]',
      },
      isHovered: { true: '', false: '' },
      isFocusVisible: {
        true: focusRing({ isFocusVisible: true }),
        false: focusRing({ isFocusVisible: false }),
      },
      isDisabled: {
        true: 'cursor-not-allowed opacity-45 forced-colors:border-[GrayText] forced-colors:text-[GrayText]',
        false: '',
      },
    },
    compoundVariants: [
      { isSelected: false, isHovered: true, className: 'bg-elevated' },
      { isSelected: true, isHovered: true, className: 'bg-primary-hover' },
    ],
  },
);

/** One chip; a check marks the chosen one, so selection does not rest on colour alone. */
export function Tag({ className, children, textValue, ...props }: TagProps) {
  return (
    <RACTag
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-slot="tag"
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn(tagVariants(renderProps), consumerClassName),
      )}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          {isSelected && <CheckIcon className="-ms-0.5 size-3.5" />}
          {content}
        </>
      ))}
    </RACTag>
  );
}
