import { AlertDialog } from '@aurora-store/ui';
import { type ReactNode, useState } from 'react';
import { useToasts } from '../../common/toasts';
import type { BulkToast } from './bulk-toast';

/** The one question a bulk action asks before it runs. */
export interface BulkConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
  /** The "don't" button's words, where 'Cancel' would mean the action itself. @default 'Cancel' */
  cancelLabel?: string;
  variant: 'default' | 'danger';
}

export interface BulkActionSetup<Choice, Answer, Failure> {
  /** The question for a choice (which action, which status) over this many rows. */
  confirmation: (choice: Choice, count: number) => BulkConfirmation;
  /** The one call for every row. */
  call: (choice: Choice, ids: readonly string[]) => Promise<{ data: Answer }>;
  /** What the call did: its toast and the rows it could not change. */
  outcome: (answer: Answer) => { toast: BulkToast; failures: Failure[] };
  /** The toast when the call itself failed. */
  callFailed: (failure: unknown) => string;
  /** The action is done: the rows it could not change (none when all went well). */
  onDone: (failures: Failure[]) => void;
}

/**
 * A bulk action of an admin list: it asks once, then makes one call for all the rows and says in one toast how
 * many changed and how many failed. `ask` opens the question; `dialog` is to be rendered beside the bar.
 */
export function useBulkAction<Choice, Answer, Failure>({
  confirmation,
  call,
  outcome,
  callFailed,
  onDone,
}: BulkActionSetup<Choice, Answer, Failure>): {
  ask: (choice: Choice, ids: readonly string[]) => void;
  dialog: ReactNode;
} {
  const toasts = useToasts();
  // The list clears its selection once the action is done, before the dialog has closed: the question keeps the
  // rows it was asked about, for its words and for its call.
  const [question, setQuestion] = useState<{ choice: Choice; ids: readonly string[] } | null>(null);
  const asked = question ? confirmation(question.choice, question.ids.length) : undefined;

  const run = async (choice: Choice, ids: readonly string[]) => {
    let answer: { data: Answer };
    try {
      answer = await call(choice, ids);
    } catch (failure) {
      toasts.error(callFailed(failure));
      // Rejecting keeps the question open, to try again or cancel.
      throw failure;
    }
    const { toast, failures } = outcome(answer.data);
    if (toast.tone === 'success') toasts.success(toast.title);
    else toasts.error(toast.title);
    onDone(failures);
  };

  return {
    ask: (choice, ids) => setQuestion({ choice, ids }),
    dialog: question && asked && (
      <AlertDialog
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen) setQuestion(null);
        }}
        variant={asked.variant}
        title={asked.title}
        confirmLabel={asked.confirmLabel}
        cancelLabel={asked.cancelLabel}
        onConfirm={() => run(question.choice, question.ids)}
      >
        {asked.message}
      </AlertDialog>
    ),
  };
}
