import { useEffect, useRef, useState } from 'react';
import type { FormErrors } from './field-rules';

/**
 * The values and problems of one auth form. Editing a field clears its problem (as spec section 5 asks of
 * checkout), so a message never outlives the mistake it names; a rejected submit moves focus to the first
 * field in trouble, so a keyboard or screen reader user lands on what to fix.
 */
export function useAuthForm<Values extends { [Field in keyof Values]: string | boolean }>(
  initialValues: Values,
) {
  type Field = keyof Values & string;
  type TextValueField = { [F in Field]: Values[F] extends string ? F : never }[Field];
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [rejections, setRejections] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (rejections > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [rejections]);

  function setValue<F extends Field>(field: F, value: Values[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  return {
    values,
    errors,
    formRef,
    setValue,
    /** A text or password field's props for one of the form's text values: its name, value and problem. */
    textFieldProps<F extends TextValueField>(field: F) {
      return {
        name: field,
        // TextValueField keeps only the fields whose values are strings, which TypeScript cannot follow here.
        value: values[field] as string,
        onChange: (value: string) => setValue(field, value as Values[F]),
        isInvalid: Boolean(errors[field]),
        errorMessage: errors[field],
      };
    },
    reject(problems: FormErrors<Field>) {
      setErrors(problems);
      setRejections((count) => count + 1);
    },
  };
}
