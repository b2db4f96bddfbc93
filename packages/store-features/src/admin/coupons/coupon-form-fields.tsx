import { COUPON_TYPES, type CouponType } from '@aurora-store/api';
import { Checkbox, DateTimeField, NumberField, Radio, RadioGroup, TextField } from '@aurora-store/ui';
import type { CalendarDateTime } from '@internationalized/date';
import { flushSync } from 'react-dom';
import { COUPON_TYPE_LABELS } from './coupon-display';
import type { CouponField, CouponFormErrors, CouponFormValues } from './coupon-form';

export interface CouponFormFieldsProps {
  values: CouponFormValues;
  errors: CouponFormErrors;
  /** The admin's time zone, which the dates are typed in. */
  timeZone: string;
  onChange: <Field extends CouponField>(field: Field, value: CouponFormValues[Field]) => void;
}

/*
 * No minValue, maxValue or step on the number fields: React Aria would quietly pull a value back inside them on
 * blur, and the admin would not learn why the number changed. The form's own check says it beside the field.
 */

/**
 * The code in capitals as it is typed, with the caret where the letter left it. The capitalised value differs
 * from what the input holds, so React writes it back, and the browser then moves the caret to the end: a second
 * letter typed mid-code landed there. The value is committed at once and the caret put back.
 */
function capitaliseKeepingCaret(code: string, commit: (code: string) => void) {
  const active = document.activeElement;
  // The field being typed in holds the text the change brings; anything else (a paste from a script) has no caret.
  const input = active instanceof HTMLInputElement && active.value === code ? active : undefined;
  const start = input?.selectionStart ?? null;
  const end = input?.selectionEnd ?? null;
  flushSync(() => commit(code.toUpperCase()));
  input?.setSelectionRange(start, end);
}

/** The fields of spec section 5 "Coupons", each showing its own error. */
export function CouponFormFields({ values, errors, timeZone, onChange }: CouponFormFieldsProps) {
  const invalid = (field: CouponField) => ({
    isInvalid: errors[field] !== undefined,
    errorMessage: errors[field],
  });
  const isPercentage = values.type === 'percentage';
  return (
    <div className="grid gap-x-6 gap-y-5 pt-1 sm:grid-cols-2">
      <TextField
        label="Coupon code"
        name="code"
        isRequired
        autoComplete="off"
        spellCheck="false"
        description="Shown and saved in capitals."
        value={values.code}
        // Upper-case as typed (spec section 5): what the admin sees is what shoppers will type.
        onChange={(code) => capitaliseKeepingCaret(code, (capitals) => onChange('code', capitals))}
        {...invalid('code')}
      />
      <RadioGroup
        label="Type"
        orientation="horizontal"
        isRequired
        value={values.type}
        onChange={(type) => {
          const chosen = COUPON_TYPES.find((known): known is CouponType => known === type);
          if (chosen) onChange('type', chosen);
        }}
      >
        {COUPON_TYPES.map((type) => (
          <Radio key={type} value={type}>
            {COUPON_TYPE_LABELS[type]}
          </Radio>
        ))}
      </RadioGroup>
      <TextField
        label="Description"
        name="description"
        className="sm:col-span-2"
        value={values.description}
        onChange={(description) => onChange('description', description)}
        {...invalid('description')}
      />
      <NumberField
        label="Value"
        name="value"
        isRequired
        isWheelDisabled
        description={isPercentage ? 'Percent off, a whole number up to 100.' : 'Dollars off the order.'}
        value={values.value}
        onChange={(value) => onChange('value', value)}
        {...invalid('value')}
      />
      <NumberField
        label="Minimum amount"
        name="minimumAmount"
        isWheelDisabled
        description="The order subtotal it needs, in dollars; empty for none."
        value={values.minimumAmount}
        onChange={(amount) => onChange('minimumAmount', amount)}
        {...invalid('minimumAmount')}
      />
      <NumberField
        label="Maximum discount"
        name="maximumDiscount"
        isWheelDisabled
        description="The most it takes off, in dollars; empty for no cap."
        value={values.maximumDiscount}
        onChange={(amount) => onChange('maximumDiscount', amount)}
        {...invalid('maximumDiscount')}
      />
      <NumberField
        label="Usage limit"
        name="usageLimit"
        isWheelDisabled
        description="Uses in all; empty for unlimited."
        value={values.usageLimit}
        onChange={(limit) => onChange('usageLimit', limit)}
        {...invalid('usageLimit')}
      />
      <NumberField
        label="Per-user limit"
        name="userLimit"
        isRequired
        isWheelDisabled
        description="Uses per shopper."
        value={values.userLimit}
        onChange={(limit) => onChange('userLimit', limit)}
        {...invalid('userLimit')}
      />
      <div className="hidden sm:block" />
      <DateTimeField<CalendarDateTime>
        label="Valid from"
        name="validFrom"
        isRequired
        description={`Your local time (${timeZone}).`}
        value={values.validFrom}
        onChange={(date) => onChange('validFrom', date)}
        {...invalid('validFrom')}
      />
      <DateTimeField<CalendarDateTime>
        label="Valid until"
        name="validUntil"
        isRequired
        description={`Your local time (${timeZone}).`}
        value={values.validUntil}
        onChange={(date) => onChange('validUntil', date)}
        {...invalid('validUntil')}
      />
      <Checkbox
        name="isActive"
        className="sm:col-span-2"
        isSelected={values.isActive}
        onChange={(isActive) => onChange('isActive', isActive)}
      >
        Coupon is active
      </Checkbox>
    </div>
  );
}
