import { cva } from 'class-variance-authority';
import {
  composeRenderProps,
  type FieldErrorProps,
  Group,
  type GroupProps,
  type InputProps,
  FieldError as RACFieldError,
  Input as RACInput,
  Label as RACLabel,
  type LabelProps as RACLabelProps,
  Text,
  type TextProps,
} from 'react-aria-components';
import { cn } from '../lib/cn';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';
import { focusRing } from '../lib/focus-ring';

/** The column every field stacks its label, control, description and error message in. */
export const fieldLayout = 'flex flex-col gap-1.5';

export interface LabelProps extends RACLabelProps {
  /** Adds a visual asterisk; the control itself tells assistive technology through `aria-required`. */
  isRequired?: boolean;
}

/** A field's visible label; React Aria ties it to the control it sits beside. */
export function Label({ isRequired = false, className, children, ...props }: LabelProps) {
  return (
    <RACLabel
      {...props}
      data-slot="label"
      className={cn('w-fit cursor-default font-medium text-foreground text-sm', className)}
    >
      {children}
      {/* Hidden from the accessible name, which would otherwise read "Email star". */}
      {isRequired && (
        <span aria-hidden="true" className="ms-0.5 text-danger forced-colors:text-[CanvasText]">
          *
        </span>
      )}
    </RACLabel>
  );
}

/** Help text under a control, announced with it through `aria-describedby`. */
export function Description({ className, ...props }: TextProps) {
  return (
    <Text
      {...props}
      slot="description"
      data-slot="description"
      className={cn('text-muted text-sm', className)}
    />
  );
}

/** The field's validation message; React Aria shows it only while the field is invalid. */
export function FieldError({ className, ...props }: FieldErrorProps) {
  return (
    <RACFieldError
      {...props}
      data-slot="field-error"
      className={composeTailwindRenderProps(className, 'text-danger text-sm forced-colors:text-[Mark]')}
    />
  );
}

/**
 * The box around a text control and whatever sits inside it (an icon, a stepper, a reveal button).
 * Its edge uses `border-strong`, which reaches 3:1 on every surface as WCAG 1.4.11 asks of a control.
 */
export const fieldFrameStyles = cva(
  [
    'flex h-10 w-full items-center rounded-control border bg-surface text-foreground text-sm',
    'transition-[border-color,outline-color] duration-fast ease-standard',
    // Windows high contrast drops the fill: the system field colours keep the box readable.
    'forced-colors:bg-[Field] forced-colors:text-[FieldText]',
  ],
  {
    variants: {
      // A text control shows its ring on any focus, since a caret alone is easy to miss.
      isFocused: {
        true: focusRing({ isFocusVisible: true }),
        false: focusRing({ isFocusVisible: false }),
      },
      isHovered: { true: '', false: '' },
      isInvalid: {
        true: 'border-danger forced-colors:border-[Mark]',
        false: 'border-border-strong forced-colors:border-[ButtonBorder]',
      },
      // Dimmed by colour, not opacity: an adornment's text (a unit, a currency) must still read at AA.
      isDisabled: {
        true: 'cursor-not-allowed border-border text-muted forced-colors:border-[GrayText] forced-colors:text-[GrayText]',
        false: '',
      },
    },
    compoundVariants: [{ isHovered: true, isInvalid: false, isDisabled: false, className: 'border-muted' }],
    defaultVariants: { isFocused: false, isHovered: false, isInvalid: false, isDisabled: false },
  },
);

/**
 * React Aria's Group as a field frame. Inside a TextField, NumberField or ComboBox it learns the field's
 * invalid and disabled state from React Aria's context. It rings while its input has focus, and not for a
 * button inside it (PasswordField's toggle), which draws its own ring: two rings would blur which has focus.
 */
export function FieldGroup({ className, ...props }: GroupProps) {
  return (
    <Group
      {...props}
      data-slot="field-group"
      className={composeRenderProps(className, (consumerClassName, renderProps) =>
        cn(
          fieldFrameStyles({ ...renderProps, isFocused: false }),
          'has-[input:focus]:outline-2 has-[input:focus]:outline-focus-ring',
          consumerClassName,
        ),
      )}
    />
  );
}

/** A frameless input that fills a FieldGroup; the group draws the frame, the ring and the state. */
export function Input({ className, ...props }: InputProps) {
  return (
    <RACInput
      {...props}
      data-slot="input"
      className={composeTailwindRenderProps(
        className,
        'h-full min-w-0 flex-1 bg-transparent px-3 text-foreground text-sm outline-0 placeholder:text-muted disabled:cursor-not-allowed disabled:text-muted forced-colors:placeholder:text-[GrayText]',
      )}
    />
  );
}
