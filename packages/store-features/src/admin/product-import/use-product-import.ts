import {
  type FieldError,
  isApiError,
  type ProductImportResponse,
  productsImportedMessage,
} from '@aurora-store/api';
import { useState } from 'react';
import { useToasts } from '../../common/toasts';
import { useAdminApi } from '../shared';
import { csvTextWithoutBom, importFileProblem } from './import-file';
import { importMessages } from './import-messages';

export type DryRun = ProductImportResponse['data'];

/** What the server (or the network) said when it refused the file, with any errors by column or row. */
export interface ImportFailure {
  /** Which call refused: the dry run (the whole file is wrong) or the import itself. */
  during: 'check' | 'import';
  message: string;
  errors: FieldError[];
}

export type ImportPhase = 'idle' | 'checking' | 'importing';

export interface ProductImportState {
  file: File | null;
  /** Why the chosen file cannot be sent; no call is made while there is one. */
  fileProblem: string | null;
  phase: ImportPhase;
  dryRun: DryRun | null;
  /** A refusal of the dry run (the whole file) or of the import, shown in the dialog. */
  failure: ImportFailure | null;
}

const initialState: ProductImportState = {
  file: null,
  fileProblem: null,
  phase: 'idle',
  dryRun: null,
  failure: null,
};

function failureOf(error: unknown, during: ImportFailure['during']): ImportFailure {
  // A client-side ApiError (status 0: offline, timed out) already says what happened in plain words.
  if (isApiError(error) && error.message.trim() !== '') {
    return { during, message: error.message, errors: error.errors };
  }
  const fallback = during === 'check' ? importMessages.checkFailed : importMessages.importFailed;
  return { during, message: fallback, errors: [] };
}

export interface ProductImportOptions {
  /** The import wrote the catalogue and its toast is up: close the dialog and refresh the list. */
  onImported: () => void;
  /** The import is running (or stopped): the dialog around it must not close half-way. */
  onImportingChange: (isImporting: boolean) => void;
}

/**
 * The import's flow: a file is chosen and checked locally, its text is read once and dry-run, and that same
 * text (not the file again, which may have changed on disk) is imported when the owner confirms.
 */
export function useProductImport({ onImported, onImportingChange }: ProductImportOptions) {
  const api = useAdminApi();
  const toasts = useToasts();
  const [state, setState] = useState(initialState);
  const [csv, setCsv] = useState<string | null>(null);

  const chooseFile = (file: File) => {
    setCsv(null);
    setState({ ...initialState, file, fileProblem: importFileProblem(file) });
  };

  const checkFile = async () => {
    const { file } = state;
    if (!file || state.fileProblem || state.phase !== 'idle') return;
    setState((current) => ({ ...current, phase: 'checking', dryRun: null, failure: null }));
    let text: string;
    try {
      text = csv ?? csvTextWithoutBom(await file.text());
    } catch {
      setState((current) => ({
        ...current,
        phase: 'idle',
        failure: { during: 'check', message: importMessages.unreadable, errors: [] },
      }));
      return;
    }
    setCsv(text);
    try {
      const answer = await api.importProducts({ csv: text, dryRun: true });
      setState((current) => ({ ...current, phase: 'idle', dryRun: answer.data }));
    } catch (error) {
      setState((current) => ({
        ...current,
        phase: 'idle',
        dryRun: null,
        failure: failureOf(error, 'check'),
      }));
    }
  };

  const importFile = async () => {
    if (csv === null || state.phase !== 'idle') return;
    setState((current) => ({ ...current, phase: 'importing', failure: null }));
    onImportingChange(true);
    try {
      const answer = await api.importProducts({ csv, dryRun: false });
      const { create, update } = answer.data.summary;
      toasts.success(answer.message ?? productsImportedMessage(create, update));
      onImportingChange(false);
      onImported();
    } catch (error) {
      onImportingChange(false);
      setState((current) => ({ ...current, phase: 'idle', failure: failureOf(error, 'import') }));
    }
  };

  return { state, chooseFile, checkFile, importFile };
}
