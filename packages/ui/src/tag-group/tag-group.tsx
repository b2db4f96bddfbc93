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
import { ChipContent, chipClassName } from './chip-look';

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

/** One chip; a check marks the chosen one, so selection does not rest on colour alone. */
export function Tag({ className, children, textValue, ...props }: TagProps) {
  return (
    <RACTag
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-slot="tag"
      className={composeRenderProps(className, chipClassName)}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <ChipContent isSelected={isSelected}>{content}</ChipContent>
      ))}
    </RACTag>
  );
}
