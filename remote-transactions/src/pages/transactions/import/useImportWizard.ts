import { useRef, useState } from 'react';
import {
  errorMessage,
  IMPORT_MAX_BYTES,
  transactionsApi,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
} from '@moneta/shared';

export const FILE_TOO_LARGE_MESSAGE = 'The file is larger than 10 MB.';

interface WizardState {
  file: File | null;
  mapping: ImportMapping | null;
  preview: ImportPreview | null;
  previewing: boolean;
  importing: boolean;
  /** Upload progress of the import, 0 to 1. */
  progress: number;
  error: string | null;
}

const INITIAL: WizardState = {
  file: null,
  mapping: null,
  preview: null,
  previewing: false,
  importing: false,
  progress: 0,
  error: null,
};

/**
 * The import wizard's state: choose a file, preview it (again after each mapping change; only the newest
 * preview counts), then import it.
 */
export function useImportWizard(onImported: (result: ImportResult) => void) {
  const [state, setState] = useState<WizardState>(INITIAL);
  const latest = useRef(0);
  const patch = (next: Partial<WizardState>) => setState((current) => ({ ...current, ...next }));

  const runPreview = async (file: File, mapping?: ImportMapping) => {
    const request = ++latest.current;
    patch({ previewing: true, error: null });
    try {
      const preview = await transactionsApi.previewImport(file, mapping);
      if (request !== latest.current) return;
      patch({ preview, mapping: preview.mapping, previewing: false });
    } catch (failure) {
      if (request !== latest.current) return;
      patch({ previewing: false, error: errorMessage(failure, 'Failed to read the file') });
    }
  };

  const choose = (file: File) => {
    if (file.size > IMPORT_MAX_BYTES) {
      patch({ error: FILE_TOO_LARGE_MESSAGE });
      return;
    }
    setState({ ...INITIAL, file });
    void runPreview(file);
  };

  const changeMapping = (change: Partial<ImportMapping>) => {
    if (!state.file || !state.mapping) return;
    const mapping = { ...state.mapping, ...change };
    patch({ mapping });
    void runPreview(state.file, mapping);
  };

  const confirm = async () => {
    if (!state.file || !state.mapping) return;
    patch({ importing: true, progress: 0, error: null });
    try {
      const result = await transactionsApi.importCsv(state.file, state.mapping, (progress) =>
        patch({ progress }),
      );
      setState(INITIAL);
      onImported(result);
    } catch (failure) {
      patch({ importing: false, error: errorMessage(failure, 'Failed to import transactions') });
    }
  };

  const reset = () => {
    latest.current++;
    setState(INITIAL);
  };

  const dismissError = () => patch({ error: null });

  return { ...state, choose, changeMapping, confirm, reset, dismissError };
}
