import { type ReactNode, useId } from 'react';
import {
  composeRenderProps,
  ToggleButton as RACToggleButton,
  ToggleButtonGroup as RACToggleButtonGroup,
  type ToggleButtonGroupProps,
  type ToggleButtonProps,
} from 'react-aria-components';
import { Label } from '../field';
import { cn } from '../lib/cn';
import { ChipContent, chipClassName } from '../tag-group/chip-look';

export interface ChipGroupProps extends Omit<ToggleButtonGroupProps, 'selectionMode' | 'children'> {
  /** The visible label, which names the group. */
  label: string;
  /** The `Chip`s. */
  children: ReactNode;
}

/**
 * One choice among a few, drawn as the chips of a TagGroup: a radio group with one tab stop, where the arrow
 * keys move between chips and Enter or Space chooses. Lighter than a selectable TagGroup (no collection to
 * build), for a filter on a page whose first load matters. Add `disallowEmptySelection` when one chip must
 * always hold.
 */
export function ChipGroup({ label, className, children, ...props }: ChipGroupProps) {
  const labelId = useId();
  return (
    <div data-slot="chip-group" className={cn('flex flex-col gap-2', className)}>
      <Label id={labelId} elementType="span">
        {label}
      </Label>
      <RACToggleButtonGroup
        {...props}
        selectionMode="single"
        aria-labelledby={labelId}
        className="flex flex-wrap gap-2"
      >
        {children}
      </RACToggleButtonGroup>
    </div>
  );
}

export interface ChipProps extends Omit<ToggleButtonProps, 'id'> {
  /** Which choice this chip is, as the group's `selectedKeys` name it. */
  id: string;
}

/** One chip of a ChipGroup; a check marks the chosen one, so the choice does not rest on colour alone. */
export function Chip({ className, children, ...props }: ChipProps) {
  return (
    <RACToggleButton {...props} data-slot="chip" className={composeRenderProps(className, chipClassName)}>
      {composeRenderProps(children, (content, { isSelected }) => (
        <ChipContent isSelected={isSelected}>{content}</ChipContent>
      ))}
    </RACToggleButton>
  );
}
