import { cva } from 'class-variance-authority';
import {
  composeRenderProps,
  ListBox,
  ListBoxItem,
  type ListBoxItemProps,
  type ListBoxProps,
  Popover,
  type PopoverProps,
} from 'react-aria-components';
import { CheckIcon } from '../icons/control-icons';
import { cn } from '../lib/cn';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';
import { popoverMotion } from '../lib/popover-motion';

/** The popover list a Select or a SearchField opens under its control. */
const popoverStyles = [
  'min-w-(--trigger-width) overflow-hidden rounded-control border border-border bg-elevated shadow-overlay',
  popoverMotion,
  'forced-colors:border-[CanvasText] forced-colors:bg-[Canvas]',
].join(' ');

export function OptionPopover({ className, ...props }: PopoverProps) {
  return (
    <Popover
      offset={6}
      {...props}
      data-slot="option-popover"
      className={composeTailwindRenderProps(className, popoverStyles)}
    />
  );
}

export function OptionList<T extends object>({ className, ...props }: ListBoxProps<T>) {
  return (
    <ListBox
      {...props}
      className={composeTailwindRenderProps(className, 'max-h-[inherit] overflow-auto p-1 outline-0')}
    />
  );
}

export const optionStyles = cva(
  [
    'flex cursor-default select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-0',
    // The list draws its own system colours in high contrast, so the focused option stays visible.
    'forced-color-adjust-none',
  ],
  {
    variants: {
      isFocused: {
        true: 'bg-elevated-hover text-foreground forced-colors:bg-[Highlight] forced-colors:text-[HighlightText]',
        false: 'text-foreground forced-colors:text-[CanvasText]',
      },
      isDisabled: { true: 'cursor-not-allowed text-muted forced-colors:text-[GrayText]', false: '' },
    },
    defaultVariants: { isFocused: false, isDisabled: false },
  },
);

/** One option in an OptionList: a check marks the selected one, as well as its `aria-selected`. */
export function Option({ className, children, textValue, ...props }: ListBoxItemProps) {
  return (
    <ListBoxItem
      {...props}
      // Typeahead and the combo box input need the option's text; a plain string child is that text.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-slot="option"
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn(optionStyles(renderProps), consumerClassName),
      )}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span
            className={cn('flex min-w-0 flex-1 items-center gap-2 truncate', isSelected && 'font-medium')}
          >
            {content}
          </span>
          {isSelected && <CheckIcon className="size-4 shrink-0 text-primary forced-colors:text-inherit" />}
        </>
      ))}
    </ListBoxItem>
  );
}
