import { AlertDialog } from '@aurora-store/ui';
import { useRef } from 'react';

export interface UnsavedChangesDialogProps {
  isOpen: boolean;
  /** Stay on the form: Stay, Escape, or closing the dialog. */
  onStay: () => void;
  /** Leave, and lose the changes. */
  onLeave: () => void;
}

/**
 * Asks before a navigation drops a product form's unsaved changes: the app shows it when its router blocks
 * a navigation while the form reports itself dirty. Staying is the default (focus starts on Stay, Escape
 * stays); leaving is the one action that loses work.
 */
export function UnsavedChangesDialog({ isOpen, onStay, onLeave }: UnsavedChangesDialogProps) {
  // The dialog closes after either answer; only Leave must not also be read as staying.
  const isLeaving = useRef(false);
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) return;
        if (isLeaving.current) isLeaving.current = false;
        else onStay();
      }}
      title="Leave without saving?"
      variant="danger"
      cancelLabel="Stay"
      confirmLabel="Leave"
      onConfirm={() => {
        isLeaving.current = true;
        onLeave();
      }}
    >
      You have unsaved changes to this product. If you leave now, they will be lost.
    </AlertDialog>
  );
}
