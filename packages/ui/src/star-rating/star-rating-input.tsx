import { useState } from 'react';
import { Radio, RadioGroup, type RadioGroupProps } from 'react-aria-components';
import { Description, FieldError, fieldLayout, Label } from '../field';
import { cn } from '../lib/cn';
import { composeTailwindRenderProps } from '../lib/compose-tailwind-render-props';
import { focusRing } from '../lib/focus-ring';
import { StarIcon } from './star-icon';
import { MAX_STARS, type StarSize, starRatingVariants } from './star-rating';

const stars = Array.from({ length: MAX_STARS }, (_, index) => index + 1);

export interface StarRatingInputProps
  extends Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onChange' | 'orientation' | 'children'> {
  label?: string;
  description?: string;
  errorMessage?: string;
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number) => void;
  /** @default 'lg' */
  size?: StarSize;
}

/**
 * Choose 1 to 5 stars. It is a radio group ("1 star" ... "5 stars"), so it takes one tab stop, arrow keys
 * change the rating, and forms and validation work as with any RadioGroup. Stars up to the pointer light up
 * as a preview.
 */
export function StarRatingInput({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  size = 'lg',
  className,
  ...props
}: StarRatingInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const toKey = (rating: number | null | undefined) =>
    rating ? String(rating) : rating === null ? null : undefined;

  return (
    <RadioGroup
      {...props}
      value={toKey(value)}
      defaultValue={toKey(defaultValue)}
      onChange={(key) => onChange?.(Number(key))}
      orientation="horizontal"
      data-slot="star-rating-input"
      className={composeTailwindRenderProps(className, fieldLayout)}
    >
      {({ state, isDisabled, isInvalid }) => {
        const shown = hovered ?? (state.selectedValue ? Number(state.selectedValue) : 0);
        return (
          <>
            {label && <Label isRequired={props.isRequired}>{label}</Label>}
            <div
              className={cn(starRatingVariants({ size }), 'gap-0.5')}
              onPointerLeave={() => setHovered(null)}
            >
              {stars.map((star) => (
                <Radio
                  key={star}
                  value={String(star)}
                  aria-label={star === 1 ? '1 star' : `${star} stars`}
                  onHoverStart={() => setHovered(star)}
                  className={({ isFocusVisible }) =>
                    cn(
                      'rounded-sm p-0.5 transition-colors duration-fast',
                      isDisabled ? 'cursor-not-allowed opacity-45' : 'cursor-pointer',
                      star <= shown ? 'text-warning' : isInvalid ? 'text-danger' : 'text-border-strong',
                      'forced-colors:text-[CanvasText]',
                      focusRing({ isFocusVisible }),
                    )
                  }
                >
                  <StarIcon isFilled={star <= shown} />
                </Radio>
              ))}
            </div>
            {description && <Description>{description}</Description>}
            <FieldError>{errorMessage}</FieldError>
          </>
        );
      }}
    </RadioGroup>
  );
}
