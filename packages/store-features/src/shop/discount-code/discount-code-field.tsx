import { Badge, Button, IconButton, TextField } from '@aurora-store/ui';
import { CloseIcon } from '@aurora-store/ui/icons';
import { type FormEvent, useEffect, useRef } from 'react';
import { Form } from 'react-aria-components';
import { type AppliedDiscount, discountAmount } from './discount-code-state';
import type { DiscountCode } from './use-discount-code';

export interface DiscountCodeFieldProps {
  discountCode: DiscountCode;
  /** While the order is being placed the code cannot change under it. */
  isDisabled?: boolean;
  /** A new object moves focus to the field: the order was refused over the code, and the reason is there. */
  focusRequest?: object | null;
}

/**
 * The "Discount code" field with Apply, in its own form so Enter in it applies the code rather than placing the
 * order; then the applied code as a removable tag. Every outcome is said in a polite live region, since a
 * refusal shown under the field is not read out while focus stays where it was.
 */
export function DiscountCodeField({
  discountCode,
  isDisabled = false,
  focusRequest = null,
}: DiscountCodeFieldProps) {
  const { state, isChecking, currency } = discountCode;
  const field = useRef<HTMLDivElement>(null);
  const focusInput = () => field.current?.querySelector('input')?.focus();

  useEffect(() => {
    if (focusRequest) field.current?.querySelector('input')?.focus();
  }, [focusRequest]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isChecking && !isDisabled) discountCode.apply();
  }

  return (
    <div className="flex flex-col gap-3">
      <Form validationBehavior="aria" onSubmit={apply}>
        <TextField
          ref={field}
          label="Discount code"
          value={state.draft}
          onChange={discountCode.type}
          isInvalid={state.error !== null}
          errorMessage={state.error ?? undefined}
          autoComplete="off"
          suffix={
            <Button
              type="submit"
              variant="ghost"
              size="sm"
              isPending={isChecking}
              isDisabled={isDisabled}
              className="me-1"
            >
              Apply
            </Button>
          }
        />
      </Form>
      {state.applied && (
        <AppliedCodeTag
          applied={state.applied}
          amount={discountAmount(state.applied.discountCents, currency)}
          isDisabled={isDisabled || isChecking}
          onRemove={() => {
            discountCode.remove();
            // The button goes with the tag: focus goes where a new code would be typed.
            focusInput();
          }}
        />
      )}
      <p role="status" className="sr-only">
        {state.announcement}
      </p>
    </div>
  );
}

interface AppliedCodeTagProps {
  applied: AppliedDiscount;
  /** The discount as the shopper reads it, in the summary's currency. */
  amount: string;
  isDisabled: boolean;
  onRemove: () => void;
}

function AppliedCodeTag({ applied, amount, isDisabled, onRemove }: AppliedCodeTagProps) {
  return (
    <fieldset
      aria-label="Applied discount code"
      className="flex min-w-0 items-center gap-3 rounded-control border border-border bg-elevated py-2 ps-3 pe-1"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex items-center gap-2">
          <Badge tone="success" size="md">
            {applied.code}
          </Badge>
          <span className="font-medium text-foreground text-sm tabular-nums">{amount}</span>
        </p>
        {applied.description && <p className="text-muted text-xs">{applied.description}</p>}
      </div>
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={`Remove code ${applied.code}`}
        isDisabled={isDisabled}
        onPress={onRemove}
      >
        <CloseIcon className="size-4" />
      </IconButton>
    </fieldset>
  );
}
