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
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const [rejections, setRejections] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (rejections > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [rejections]);

  return {
    values,
    errors,
    formRef,
    setValue<F extends Field>(field: F, value: Values[F]) {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    reject(problems: FormErrors<Field>) {
      setErrors(problems);
      setRejections((count) => count + 1);
    },
  };
}
