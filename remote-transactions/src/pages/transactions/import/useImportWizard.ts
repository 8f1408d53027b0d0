import { useState } from 'react';
import {
  IMPORT_MAX_BYTES,
  type ImportMapping,
  type ImportPreview,
  type ImportResult,
  type FailureMessage,
  type ServerMessage,
} from '@moneta/shared';
import { errorMessage, MESSAGES } from '@moneta/shared/ui';
import { useMutation } from '@moneta/shared/query';
import { transactionsApi, useTransactionChange } from '@moneta/shared/transactions';

interface Upload {
  file: File;
  mapping?: ImportMapping;
}

interface WizardState {
  file: File | null;
  mapping: ImportMapping | null;
  preview: ImportPreview | null;
  /** Upload progress of the import, 0 to 1. */
  progress: number;
  /** A file refused before any upload. */
  refused: ServerMessage | null;
}

const INITIAL: WizardState = { file: null, mapping: null, preview: null, progress: 0, refused: null };

/**
 * The import wizard's state: choose a file, preview it (again after each mapping change; only the newest
 * preview counts, as a mutation calls back for its latest call only), then import it, which invalidates
 * every transaction list.
 */
export function useImportWizard(onImported: (result: ImportResult) => void) {
  const [state, setState] = useState<WizardState>(INITIAL);
  const patch = (next: Partial<WizardState>) => setState((current) => ({ ...current, ...next }));
  const previewing = useMutation({
    mutationFn: ({ file, mapping }: Upload) => transactionsApi.previewImport(file, mapping),
  });
  const importing = useTransactionChange({
    mutationFn: ({ file, mapping }: Required<Upload>) =>
      transactionsApi.importCsv(file, mapping, (progress) => patch({ progress })),
  });

  const runPreview = (upload: Upload) =>
    previewing.mutate(upload, {
      onSuccess: (preview) => patch({ preview, mapping: preview.mapping }),
    });

  const choose = (file: File) => {
    if (file.size > IMPORT_MAX_BYTES) {
      patch({ refused: MESSAGES.fileTooLarge });
      return;
    }
    setState({ ...INITIAL, file });
    importing.reset();
    runPreview({ file });
  };

  const changeMapping = (change: Partial<ImportMapping>) => {
    if (!state.file || !state.mapping) return;
    const mapping = { ...state.mapping, ...change };
    patch({ mapping, refused: null });
    runPreview({ file: state.file, mapping });
  };

  const confirm = () => {
    if (!state.file || !state.mapping) return;
    patch({ progress: 0, refused: null });
    previewing.reset();
    importing.mutate(
      { file: state.file, mapping: state.mapping },
      {
        onSuccess: (result) => {
          setState(INITIAL);
          onImported(result);
        },
      },
    );
  };

  const dismissError = () => {
    patch({ refused: null });
    previewing.reset();
    importing.reset();
  };

  const reset = () => {
    setState(INITIAL);
    previewing.reset();
    importing.reset();
  };

  let error: FailureMessage | null = null;
  if (previewing.error) error = errorMessage(previewing.error, 'Failed to read the file');
  if (importing.error) error = errorMessage(importing.error, 'Failed to import transactions');
  if (state.refused) error = state.refused;

  return {
    ...state,
    previewing: previewing.isPending,
    importing: importing.isPending,
    error,
    choose,
    changeMapping,
    confirm,
    reset,
    dismissError,
  };
}
