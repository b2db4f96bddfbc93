import { ORDER_NOTE_MAX_LENGTH } from '@aurora-store/api';
import { Button, TextAreaField } from '@aurora-store/ui';
import { type FormEvent, useState } from 'react';
import { noteInputError, noteSaveError } from './note-input';
import { INTERNAL_NOTE_HINT } from './order-detail-messages';

export interface OrderNoteFormProps {
  /** Resolves once the note is saved; rejects with the failure, and the text stays to try again. */
  onAdd: (text: string) => Promise<void>;
}

/**
 * An internal note for the store's staff: the shopper never sees it. While it saves the text stays as typed
 * (read-only, so the focus stays); saved, the field empties; refused, the text stays with the reason under it.
 */
export function OrderNoteForm({ onAdd }: OrderNoteFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const invalid = noteInputError(text);
    if (invalid) {
      setError(invalid);
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      await onAdd(text);
      setText('');
    } catch (failure) {
      setError(noteSaveError(failure));
    } finally {
      setIsSaving(false);
    }
  };

  const length = text.trim().length;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 border-border border-t pt-4">
      <TextAreaField
        label="Internal note"
        description={`${INTERNAL_NOTE_HINT}. The customer never does.`}
        rows={3}
        value={text}
        onChange={(typed) => {
          setText(typed);
          setError(null);
        }}
        isReadOnly={isSaving}
        isInvalid={error !== null}
        errorMessage={error ?? undefined}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className={length > ORDER_NOTE_MAX_LENGTH ? 'text-danger text-sm' : 'text-muted text-sm'}>
          {length} / {ORDER_NOTE_MAX_LENGTH}
        </span>
        <Button type="submit" variant="secondary" isPending={isSaving}>
          Add note
        </Button>
      </div>
    </form>
  );
}
