import { Button } from '@aurora-store/ui';
import type { ReactNode, RefObject } from 'react';
import { Form } from 'react-aria-components';
import { FormAlert } from './form-alert';

export interface AuthFormProps {
  /** The form's accessible name ('Sign in'). */
  label: string;
  /** useAuthForm's ref, through which a rejected submit focuses the first field in trouble. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Why the last submit failed, kept above the form until the next one. */
  failure: string | null;
  /** The submit button's text. */
  submitLabel: string;
  /** The server has not answered yet: the submit button shows it is busy and sends nothing more. */
  isBusy: boolean;
  onSubmit: () => void;
  /** The fields, above the submit button. */
  children: ReactNode;
}

/**
 * The form of every auth screen: checked by our own rules (aria validation, so no browser bubbles in their
 * place), sent by Enter or by its full-width submit button, with the last failure said above it.
 */
export function AuthForm({
  label,
  formRef,
  failure,
  submitLabel,
  isBusy,
  onSubmit,
  children,
}: AuthFormProps) {
  return (
    <>
      {failure && <FormAlert>{failure}</FormAlert>}
      <Form
        ref={formRef}
        validationBehavior="aria"
        aria-label={label}
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <Button type="submit" size="lg" isPending={isBusy} className="w-full">
          {submitLabel}
        </Button>
      </Form>
    </>
  );
}
