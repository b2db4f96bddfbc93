import type { RefAttributes } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  type DateValue,
  Dialog,
  Group,
  Heading,
  Popover,
  DateRangePicker as RACDateRangePicker,
  type DateRangePickerProps as RACDateRangePickerProps,
  RangeCalendar,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, fieldFrameStyles, fieldLayout, Label } from '../field';
import { FieldDateSegment } from '../field/date-segment';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';
import { focusRing } from '../lib/focus-ring';

export interface DateRangePickerProps<T extends DateValue>
  extends Omit<RACDateRangePickerProps<T>, 'children'>,
    RefAttributes<HTMLDivElement> {
  label?: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
}

function RangeInput({ slot }: { slot: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className="flex">
      {(segment) => <FieldDateSegment segment={segment} />}
    </DateInput>
  );
}

const navButton = ({ isFocusVisible, isHovered }: { isFocusVisible: boolean; isHovered: boolean }) =>
  cn(
    'flex size-8 items-center justify-center rounded-control text-foreground outline-0',
    isHovered && 'bg-elevated-hover',
    focusRing({ isFocusVisible }),
  );

/**
 * A range of whole days (a report's period): two dates typed segment by segment, or picked on a calendar that
 * opens from the button (arrow keys move by day, Page Up and Down by month, Enter picks the start then the
 * end). React Aria validates `minValue`, `maxValue`, `isRequired` and the caller's `validate`.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateRangePickerProps<T>) {
  return (
    <RACDateRangePicker
      {...props}
      data-slot="date-range-picker"
      className={composeTailwindRenderProps(className, fieldLayout)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group
        className={({ isFocusWithin, isHovered, isInvalid, isDisabled }) =>
          cn(
            fieldFrameStyles({ isFocused: isFocusWithin, isHovered, isInvalid, isDisabled }),
            'gap-1 ps-3 pe-1',
          )
        }
      >
        <RangeInput slot="start" />
        <span aria-hidden="true" className="text-muted">
          –
        </span>
        <RangeInput slot="end" />
        <Button className={(state) => cn(navButton(state), 'ms-auto')}>
          <ChevronDownIcon className="size-4" />
        </Button>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover
        placement="bottom end"
        className="rounded-card border border-border bg-elevated p-3 shadow-overlay outline-0 forced-colors:border-[CanvasText]"
      >
        <Dialog className="outline-0">
          <RangeCalendar className="flex flex-col gap-2">
            <header className="flex items-center justify-between gap-2">
              <Button slot="previous" className={navButton}>
                <ChevronLeftIcon className="size-4" />
              </Button>
              <Heading className="font-semibold text-foreground text-sm" />
              <Button slot="next" className={navButton}>
                <ChevronRightIcon className="size-4" />
              </Button>
            </header>
            <CalendarGrid className="border-separate border-spacing-y-0.5 text-sm">
              {(date) => (
                <CalendarCell
                  date={date}
                  className={({
                    isSelected,
                    isSelectionStart,
                    isSelectionEnd,
                    isOutsideMonth,
                    isDisabled,
                    isFocusVisible,
                    isHovered,
                  }) =>
                    cn(
                      'flex size-9 items-center justify-center text-foreground tabular-nums outline-0',
                      isOutsideMonth && 'hidden',
                      isDisabled && 'text-muted line-through',
                      isHovered && !isSelected && 'rounded-control bg-elevated-hover',
                      isSelected &&
                        'bg-primary/20 forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
                      (isSelectionStart || isSelectionEnd) && 'rounded-control bg-primary text-on-primary',
                      focusRing({ isFocusVisible }),
                    )
                  }
                />
              )}
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </RACDateRangePicker>
  );
}
