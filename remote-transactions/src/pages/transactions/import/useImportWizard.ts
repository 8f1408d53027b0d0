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
  accountId?: string;
}

interface WizardState {
  file: File | null;
  /** A CSV file's mapping; null for a bank statement, which needs none. */
  mapping: ImportMapping | null;
  preview: ImportPreview | null;
  /** The account chosen for the rows; undefined for the person's first open one. */
  accountId: string | undefined;
  /** Upload progress of the import, 0 to 1. */
  progress: number;
  /** A file refused before any upload. */
  refused: ServerMessage | null;
}

const INITIAL: WizardState = {
  file: null,
  mapping: null,
  preview: null,
  accountId: undefined,
  progress: 0,
  refused: null,
};

/**
 * The import wizard's state: choose a file, preview it (again after each mapping or account change: duplicates
 * are told within the account; only the newest preview counts, as a mutation calls back for its latest call
 * only), then import it, which invalidates every transaction list. A bank statement's preview comes without a
 * mapping, and it is imported as previewed.
 */
export function useImportWizard(onImported: (result: ImportResult) => void) {
  const [state, setState] = useState<WizardState>(INITIAL);
  const patch = (next: Partial<WizardState>) => setState((current) => ({ ...current, ...next }));
  const previewing = useMutation({
    mutationFn: ({ file, ...options }: Upload) => transactionsApi.previewImport(file, options),
  });
  const importing = useTransactionChange({
    mutationFn: ({ file, ...options }: Upload) =>
      transactionsApi.importCsv(file, options, (progress) => patch({ progress })),
  });

  const runPreview = (upload: Upload) =>
    previewing.mutate(upload, {
      onSuccess: (preview) => patch({ preview, mapping: preview.mapping }),
    });

  /** What goes with the file: the mapping of a CSV file, the account. */
  const optionsOf = (mapping: ImportMapping | null, accountId: string | undefined) => ({
    ...(mapping ? { mapping } : {}),
    ...(accountId ? { accountId } : {}),
  });

  const choose = (file: File) => {
    if (file.size > IMPORT_MAX_BYTES) {
      patch({ refused: MESSAGES.fileTooLarge });
      return;
    }
    setState({ ...INITIAL, accountId: state.accountId, file });
    importing.reset();
    runPreview({ file, ...optionsOf(null, state.accountId) });
  };

  const changeMapping = (change: Partial<ImportMapping>) => {
    if (!state.file || !state.mapping) return;
    const mapping = { ...state.mapping, ...change };
    patch({ mapping, refused: null });
    runPreview({ file: state.file, ...optionsOf(mapping, state.accountId) });
  };

  const chooseAccount = (accountId: string) => {
    patch({ accountId, refused: null });
    if (state.file && state.preview) runPreview({ file: state.file, ...optionsOf(state.mapping, accountId) });
  };

  const confirm = () => {
    if (!state.file || !state.preview) return;
    patch({ progress: 0, refused: null });
    previewing.reset();
    importing.mutate(
      { file: state.file, ...optionsOf(state.mapping, state.accountId) },
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
    setState({ ...INITIAL, accountId: state.accountId });
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
    chooseAccount,
    confirm,
    reset,
    dismissError,
  };
}
