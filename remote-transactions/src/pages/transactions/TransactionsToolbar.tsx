import type { FailureMessage } from '@moneta/shared';
import { Button, Flex } from '@moneta/shared/ui';
import { PlusOutlined, UploadOutlined } from '@moneta/shared/ui/dashboard';
import { useTransactionsT } from '../../i18n';
import { ExportButton } from './ExportButton';
import { UndoImportButton } from './import/UndoImportButton';
import { apiFilters, type ListQuery } from './listQuery';

interface TransactionsToolbarProps {
  query: ListQuery;
  onImport: () => void;
  onAdd: () => void;
  onExportError: (failure: FailureMessage | null) => void;
}

/** The heading's actions: undo the last import, import, export what the filters show, add. */
export function TransactionsToolbar({ query, onImport, onAdd, onExportError }: TransactionsToolbarProps) {
  const t = useTransactionsT();
  return (
    <Flex gap="small" wrap>
      <UndoImportButton />
      <Button icon={<UploadOutlined aria-hidden />} onClick={onImport}>
        {t('Import CSV')}
      </Button>
      <ExportButton filters={apiFilters(query)} onError={onExportError} />
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
        {t('Add Transaction')}
      </Button>
    </Flex>
  );
}
