import { useState } from 'react';
import { failureMessage } from '../../common/failure-message';
import { useToasts } from '../../common/toasts';
import { type FormErrors, hasErrors } from './field-rules';
import { serverFieldErrors } from './server-field-errors';

export interface AuthSubmitOptions<Field extends string> {
  /** What the failure says when the server gave no words of its own (spec section 8). */
  failedMessage: string;
  /** The fields the server checks too: its verdicts on them show beside them. */
  serverCheckedFields?: readonly Field[];
  /** Takes a failure the screen shows in its own way (an invalid reset link) and says true, or says false. */
  takesFailure?: (error: unknown) => boolean;
}

/**
 * Sends an auth form as every auth screen does. Problems found before sending are put on their fields and
 * nothing is sent; otherwise the form is busy until the server answers. A failure is said twice, in a toast
 * and in the alert above the form (which stays after the toast has gone), and the server's verdicts on the
 * form's fields go beside those fields.
 */
export function useAuthSubmit<Field extends string>(
  reject: (problems: FormErrors<Field>) => void,
  { failedMessage, serverCheckedFields = [], takesFailure }: AuthSubmitOptions<Field>,
) {
  const toasts = useToasts();
  const [isBusy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(problems: FormErrors<Field>, send: () => Promise<void>) {
    if (hasErrors(problems)) return reject(problems);
    setBusy(true);
    setFailure(null);
    try {
      await send();
    } catch (error) {
      if (takesFailure?.(error)) return;
      const message = failureMessage(error, failedMessage);
      setFailure(message);
      toasts.error(message);
      const fieldProblems = serverFieldErrors(error, serverCheckedFields);
      if (hasErrors(fieldProblems)) reject(fieldProblems);
    } finally {
      setBusy(false);
    }
  }

  return { isBusy, failure, submit };
}
