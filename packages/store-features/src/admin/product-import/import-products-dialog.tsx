import { Button, Dialog } from '@aurora-store/ui';
import { useId } from 'react';
import { CsvColumnsHelp } from './csv-columns-help';
import { CsvFilePicker } from './csv-file-picker';
import { DryRunResult } from './dry-run-result';
import { ImportFailureAlert } from './import-failure-alert';
import { canImport, importBlockedReason, importButtonLabel } from './import-summary';
import { type ProductImportOptions, useProductImport } from './use-product-import';

export type ImportProductsDialogProps = ProductImportOptions;

/**
 * The three steps in one dialog: choose a file, check it (a dry run that writes nothing), then import what
 * the check showed. A refusal stays in the dialog with the file, so nothing chosen is lost.
 */
export function ImportProductsDialog(props: ImportProductsDialogProps) {
  const { state, chooseFile, checkFile, importFile } = useProductImport(props);
  const { file, fileProblem, phase, dryRun, failure } = state;
  const isBusy = phase !== 'idle';
  const blockedReason = dryRun ? importBlockedReason(dryRun.summary) : null;
  const blockedReasonId = useId();

  return (
    <Dialog
      title="Import products from CSV"
      hideCloseButton
      footer={(close) => (
        <>
          <Button variant="ghost" onPress={close} isDisabled={phase === 'importing'}>
            Cancel
          </Button>
          {(!dryRun || failure?.during === 'import') && (
            <Button
              variant={dryRun ? 'secondary' : 'primary'}
              onPress={checkFile}
              isPending={phase === 'checking'}
              isDisabled={!file || fileProblem !== null || phase === 'importing'}
            >
              {dryRun ? 'Check again' : 'Check file'}
            </Button>
          )}
          {dryRun && (
            <Button
              onPress={importFile}
              isPending={phase === 'importing'}
              isDisabled={!canImport(dryRun.summary) || phase === 'checking'}
              aria-describedby={blockedReason ? blockedReasonId : undefined}
            >
              {importButtonLabel(dryRun.summary)}
            </Button>
          )}
        </>
      )}
    >
      <div aria-busy={isBusy || undefined} className="flex flex-col gap-5">
        <CsvFilePicker file={file} problem={fileProblem} isDisabled={isBusy} onChoose={chooseFile} />
        {!dryRun && <CsvColumnsHelp />}
        {failure?.during === 'check' && <ImportFailureAlert failure={failure} />}
        {dryRun && <DryRunResult dryRun={dryRun} />}
        {blockedReason && (
          <p id={blockedReasonId} className="text-sm text-warning">
            {blockedReason}
          </p>
        )}
        {failure?.during === 'import' && <ImportFailureAlert failure={failure} />}
      </div>
    </Dialog>
  );
}
