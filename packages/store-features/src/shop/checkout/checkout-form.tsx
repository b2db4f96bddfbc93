import type { PublicUser, ShippingAddress } from '@aurora-store/api';
import { Card, cn, TextField } from '@aurora-store/ui';
import { type FormEvent, memo, useCallback, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useToasts } from '../../common/toasts';
import { CHECKOUT_SECTIONS, type CheckoutFieldSpec } from './checkout-fields';
import { INVALID_FORM_MESSAGE } from './checkout-messages';
import { firstInvalidField, validateCheckout } from './checkout-validation';
import {
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  prefilledCheckoutValues,
  shippingFill,
} from './checkout-values';

export interface CheckoutFormProps {
  /** The form's id, so the Place Order button beside the summary can submit it. */
  id: string;
  user: PublicUser | null;
  /** Where the shopper's last order went, filled in once known (null: none, undefined: not known yet). */
  lastShippingAddress?: ShippingAddress | null;
  /** While the order is being placed nothing is submitted twice. */
  isBusy: boolean;
  /** Called with the form's values once every field is valid. */
  onValidSubmit: (values: CheckoutValues) => void;
}

/** The checkout's Contact, Shipping address and Payment sections (spec sections 2 and 5, Checkout). */
export function CheckoutForm({ id, user, lastShippingAddress, isBusy, onValidSubmit }: CheckoutFormProps) {
  const toasts = useToasts();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CheckoutValues>(() => prefilledCheckoutValues(user));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const typedInto = useRef(new Set<CheckoutField>());
  const [isFilledFromLastOrder, setFilledFromLastOrder] = useState(false);
  // An object, not the field name: a second invalid submit must move focus again even to the same field.
  const [focusRequest, setFocusRequest] = useState<{ field: CheckoutField } | null>(null);

  // After the render that marks the fields invalid, so the focused field is announced with its message.
  useEffect(() => {
    if (!focusRequest) return;
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${focusRequest.field}"]`)?.focus();
  }, [focusRequest]);

  // The last address may arrive after the shopper started typing: it fills in only what they have not touched.
  const isFillPending = useRef(true);
  useEffect(() => {
    if (!lastShippingAddress || !isFillPending.current) return;
    isFillPending.current = false;
    const fill = shippingFill(lastShippingAddress, typedInto.current);
    if (Object.keys(fill).length === 0) return;
    setValues((previous) => ({ ...previous, ...fill }));
    setErrors((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([field]) => !(field in fill))),
    );
    setFilledFromLastOrder(true);
  }, [lastShippingAddress]);

  // Stable, so a keystroke re-renders only the field typed in, not all twelve.
  const change = useCallback((field: CheckoutFieldSpec, value: string) => {
    typedInto.current.add(field.name);
    setValues((previous) => ({
      ...previous,
      [field.name]: field.mask ? field.mask(value, previous[field.name]) : value,
    }));
    setErrors((previous) => {
      if (previous[field.name] === undefined) return previous;
      const { [field.name]: _cleared, ...rest } = previous;
      return rest;
    });
  }, []);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isBusy) return;
    const found = validateCheckout(values, new Date());
    const firstInvalid = firstInvalidField(found);
    setErrors(found);
    if (firstInvalid) {
      toasts.error(INVALID_FORM_MESSAGE);
      setFocusRequest({ field: firstInvalid });
      return;
    }
    onValidSubmit(values);
  }

  return (
    <Form
      ref={formRef}
      id={id}
      validationBehavior="aria"
      onSubmit={submit}
      aria-label="Checkout details"
      className="flex flex-col gap-6"
    >
      {CHECKOUT_SECTIONS.map((section) => (
        <Card key={section.id} className="p-5 sm:p-6">
          <fieldset className="min-w-0">
            <legend className="mb-4">
              <h2 className="font-semibold text-foreground text-lg">{section.title}</h2>
            </legend>
            {section.id === 'shipping' && isFilledFromLastOrder && (
              <p className="-mt-2 mb-4 text-muted text-sm">Filled in from your last order.</p>
            )}
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {section.fields.map((field) => (
                <CheckoutInput
                  key={field.name}
                  field={field}
                  value={values[field.name]}
                  error={errors[field.name]}
                  onFieldChange={change}
                />
              ))}
            </div>
          </fieldset>
        </Card>
      ))}
    </Form>
  );
}

interface CheckoutInputProps {
  field: CheckoutFieldSpec;
  value: string;
  error: string | undefined;
  onFieldChange: (field: CheckoutFieldSpec, value: string) => void;
}

const CheckoutInput = memo(function CheckoutInput({
  field,
  value,
  error,
  onFieldChange,
}: CheckoutInputProps) {
  return (
    <TextField
      name={field.name}
      label={field.label}
      type={field.type ?? 'text'}
      inputMode={field.inputMode}
      autoComplete={field.autoComplete}
      placeholder={field.placeholder}
      value={value}
      onChange={(next) => onFieldChange(field, next)}
      isRequired
      isInvalid={error !== undefined}
      errorMessage={error}
      className={cn(field.isWide && 'sm:col-span-2')}
    />
  );
});
