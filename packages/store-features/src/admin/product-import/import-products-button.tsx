import { Button, DialogTrigger, Modal } from '@aurora-store/ui';
import { useState } from 'react';
import { ImportProductsDialog } from './import-products-dialog';

export interface ImportProductsButtonProps {
  /** Called after an import wrote products, so the list can refresh. */
  onImported: () => void;
}

/**
 * 'Import CSV' and its dialog. Escape and Cancel close it and focus returns to this button; a click beside
 * the dialog does not, so a checked file is not lost by a stray click, and nothing closes it while the
 * import runs.
 */
export function ImportProductsButton({ onImported }: ImportProductsButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [isImporting, setImporting] = useState(false);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={(open) => setOpen(open || isImporting)}>
      <Button variant="secondary">Import CSV</Button>
      <Modal size="lg" isKeyboardDismissDisabled={isImporting}>
        <ImportProductsDialog
          onImportingChange={setImporting}
          onImported={() => {
            setOpen(false);
            onImported();
          }}
        />
      </Modal>
    </DialogTrigger>
  );
}
