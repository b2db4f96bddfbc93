import { COUPON_CREATED_MESSAGE, COUPON_UPDATED_MESSAGE, type Coupon, isApiError } from '@aurora-store/api';
import { Button, Dialog, Modal } from '@aurora-store/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { useAdminApi } from '../shared';
import {
  type CouponField,
  type CouponFormErrors,
  type CouponFormValues,
  checkCouponForm,
  couponFieldErrors,
  couponFormValues,
  errorsAfterChange,
  NEW_COUPON_FORM,
} from './coupon-form';
import { CouponFormFields } from './coupon-form-fields';
import { SAVE_COUPON_FAILED_MESSAGE } from './coupon-messages';

export interface CouponFormModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The coupon to edit; null adds a new one. */
  coupon: Coupon | null;
  /** The admin's time zone, which the dates are shown and typed in. */
  timeZone: string;
  /** Saved, with the spec's message for it. */
  onSaved: (message: string) => void;
}

/**
 * The coupon modal: 'Add New Coupon' or 'Edit Coupon'. While it saves it cannot be dismissed; a refusal keeps
 * it open with everything typed, the reasons on their fields. React Aria returns the focus to the button that
 * opened it when it closes.
 */
export function CouponFormModal({ isOpen, onOpenChange, coupon, timeZone, onSaved }: CouponFormModalProps) {
  const [isSaving, setSaving] = useState(false);
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      // Not closed by a click beside it: that would lose eleven fields typed (Escape and Cancel close it).
      isKeyboardDismissDisabled={isSaving}
      size="lg"
    >
      <CouponEditor
        coupon={coupon}
        timeZone={timeZone}
        isSaving={isSaving}
        setSaving={setSaving}
        onSaved={onSaved}
      />
    </Modal>
  );
}

interface CouponEditorProps extends Pick<CouponFormModalProps, 'coupon' | 'timeZone' | 'onSaved'> {
  isSaving: boolean;
  setSaving: (isSaving: boolean) => void;
}

const INVALID_INPUTS = 'input[aria-invalid="true"], [role="spinbutton"][aria-invalid="true"]';

/** Mounted each time the modal opens, so each opening starts from the coupon (or the defaults). */
function CouponEditor({ coupon, timeZone, isSaving, setSaving, onSaved }: CouponEditorProps) {
  const admin = useAdminApi();
  const toasts = useToasts();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<CouponFormValues>(() =>
    coupon ? couponFormValues(coupon, timeZone) : NEW_COUPON_FORM,
  );
  const [errors, setErrors] = useState<CouponFormErrors>({});
  // Bumped to move the focus to the first field in error once the errors are drawn.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    // The typing targets only: a field's frame may say it is invalid too, but cannot take the focus.
    formRef.current?.querySelector<HTMLElement>(INVALID_INPUTS)?.focus();
  }, [focusRequest]);

  const showErrors = (next: CouponFormErrors) => {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  };

  const change = <Field extends CouponField>(field: Field, value: CouponFormValues[Field]) => {
    const after = { ...values, [field]: value };
    setValues(after);
    setErrors((shown) => errorsAfterChange(shown, { field, before: values, after }, timeZone));
  };

  const save = async () => {
    const check = checkCouponForm(values, timeZone);
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    setSaving(true);
    try {
      await (coupon ? admin.updateCoupon(coupon._id, check.body) : admin.createCoupon(check.body));
      setSaving(false);
      onSaved(coupon ? COUPON_UPDATED_MESSAGE : COUPON_CREATED_MESSAGE);
    } catch (error) {
      setSaving(false);
      toasts.error(failureMessage(error, SAVE_COUPON_FAILED_MESSAGE));
      const fieldErrors = isApiError(error) ? couponFieldErrors(error.fieldErrors()) : {};
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
    }
  };

  return (
    <Dialog
      title={coupon ? 'Edit Coupon' : 'Add New Coupon'}
      footer={(close) => (
        <>
          <Button variant="ghost" isDisabled={isSaving} onPress={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={isSaving}>
            {coupon ? 'Update Coupon' : 'Create Coupon'}
          </Button>
        </>
      )}
    >
      <Form
        id={formId}
        ref={formRef}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isSaving) void save();
        }}
      >
        <CouponFormFields values={values} errors={errors} timeZone={timeZone} onChange={change} />
      </Form>
    </Dialog>
  );
}
