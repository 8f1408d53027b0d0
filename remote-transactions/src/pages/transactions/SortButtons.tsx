import type { SortOrder, TransactionSortField } from '@moneta/shared';
import { Button, Flex, Typography } from '@moneta/shared/ui';
import { useTransactionsT } from '../../i18n';
import { SORT_LABELS } from './sortLabels';

interface SortButtonsProps {
  sortBy: TransactionSortField;
  sortOrder: SortOrder;
  onSort: (field: TransactionSortField) => void;
}

/**
 * The sort control of the compact (phone) layout, whose list has no column headers to click: the same rule,
 * the active sort toggles and a new one starts ascending.
 */
export function SortButtons({ sortBy, sortOrder, onSort }: SortButtonsProps) {
  const t = useTransactionsT();
  return (
    <Flex align="center" gap="small" wrap role="group" aria-label={t('Sort by')}>
      <Typography.Text type="secondary">{t('Sort by')}</Typography.Text>
      {(Object.keys(SORT_LABELS) as TransactionSortField[]).map((field) => {
        const active = field === sortBy;
        const label = t(SORT_LABELS[field]);
        return (
          <Button
            key={field}
            size="small"
            type={active ? 'primary' : 'default'}
            aria-pressed={active}
            aria-label={
              active
                ? sortOrder === 'asc'
                  ? t('{{field}}, ascending', { field: label })
                  : t('{{field}}, descending', { field: label })
                : label
            }
            onClick={() => onSort(field)}
          >
            {label}
            {active ? <span aria-hidden>{sortOrder === 'asc' ? ' ↑' : ' ↓'}</span> : null}
          </Button>
        );
      })}
    </Flex>
  );
}
