import type { FailureMessage } from '@moneta/shared';
import { Button, Flex } from '@moneta/shared/ui';
import { PlusOutlined, SwapOutlined, ThunderboltOutlined, UploadOutlined } from '@moneta/shared/ui/dashboard';
import { useTransactionsT } from '../../i18n';
import { ExportButton } from './ExportButton';
import { UndoImportButton } from './import/UndoImportButton';
import { apiFilters, type ListQuery } from './listQuery';

interface TransactionsToolbarProps {
  query: ListQuery;
  onImport: () => void;
  onRules: () => void;
  onCategories: () => void;
  onAdd: () => void;
  /** Opens the transfer dialog; left out while the person has fewer than two open accounts. */
  onTransfer?: () => void;
  onExportError: (failure: FailureMessage | null) => void;
}

/**
 * The heading's actions: undo the last import, import, export what the filters show, rules, categories, transfer,
 * add.
 */
export function TransactionsToolbar({
  query,
  onImport,
  onRules,
  onCategories,
  onAdd,
  onTransfer,
  onExportError,
}: TransactionsToolbarProps) {
  const t = useTransactionsT();
  return (
    <Flex gap="small" wrap>
      <UndoImportButton />
      <Button icon={<UploadOutlined aria-hidden />} onClick={onImport}>
        {t('Import CSV')}
      </Button>
      <ExportButton filters={apiFilters(query)} onError={onExportError} />
      <Button icon={<ThunderboltOutlined aria-hidden />} onClick={onRules}>
        {t('Rules')}
      </Button>
      {/* No icon: one more in the dashboard's facade would weigh on every screen's first load. */}
      <Button onClick={onCategories}>{t('Categories')}</Button>
      {onTransfer ? (
        <Button icon={<SwapOutlined aria-hidden />} onClick={onTransfer}>
          {t('Transfer')}
        </Button>
      ) : null}
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
        {t('Add Transaction')}
      </Button>
    </Flex>
  );
}
