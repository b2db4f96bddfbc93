import { cn, Description, FieldError, focusRing, Label } from '@aurora-store/ui';
import { TextArea, TextField, type TextFieldProps } from 'react-aria-components';

interface ReviewCommentFieldProps extends Omit<TextFieldProps, 'children' | 'className'> {
  className?: string;
  label: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
}

/**
 * A labelled multi-line text field. ui has no text area yet (its TextField is one line), so this one is
 * React Aria's TextArea dressed in ui's field parts and the same frame tokens as ui's inputs.
 */
export function ReviewCommentField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: ReviewCommentFieldProps) {
  return (
    <TextField {...props} className={cn('flex flex-col gap-1.5', className)}>
      <Label isRequired={props.isRequired}>{label}</Label>
      <TextArea
        placeholder={placeholder}
        rows={4}
        className={({ isFocused, isInvalid, isDisabled }) =>
          cn(
            'min-h-24 w-full resize-y rounded-control border bg-surface px-3 py-2 text-foreground text-sm',
            'transition-[border-color] duration-fast placeholder:text-muted',
            'forced-colors:bg-[Field] forced-colors:text-[FieldText]',
            isInvalid
              ? 'border-danger forced-colors:border-[Mark]'
              : 'border-border-strong hover:border-muted',
            // Any focus rings, as ui's text inputs do: a caret alone is easy to miss.
            focusRing({ isFocusVisible: isFocused }),
            isDisabled && 'cursor-not-allowed text-muted',
          )
        }
      />
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </TextField>
  );
}
