import { lazy } from 'react';
import type { ImportRecord } from '@moneta/shared';
import { Button } from '@moneta/shared/ui';
import { UndoOutlined, useDialog } from '@moneta/shared/ui/dashboard';
import { useTransactionImports } from '@moneta/shared/transactions';
import { useTransactionsT } from '../../../i18n';

// The confirmation loads on the first click: most visits never undo an import.
const UndoImportDialog = lazy(() => import('./UndoImportDialog'));

/** 'Undo last import': deletes exactly the rows of the newest import, after a confirmation. */
export function UndoImportButton() {
  const t = useTransactionsT();
  const confirming = useDialog<ImportRecord>();
  // Under the transactions key, so an import or an undo looks the newest import up again.
  const imports = useTransactionImports();
  // The control is an extra: when the list of imports cannot be read, it simply stays hidden.
  const latest = imports.isError ? null : (imports.data?.[0] ?? null);

  return (
    <>
      {latest ? (
        <Button icon={<UndoOutlined aria-hidden />} onClick={() => confirming.show(latest)}>
          {t('Undo last import')}
        </Button>
      ) : null}
      {confirming.render((record, frame) => (
        <UndoImportDialog record={record} {...frame} onClose={confirming.close} />
      ))}
    </>
  );
}
