import { lazy, Suspense } from 'react';
import { Button } from '@moneta/shared/ui';
import { Popover, QuestionCircleOutlined } from '@moneta/shared/ui/controls';
import { useTransactionsT } from '../../i18n';

// The operators' list loads with the help's first opening (or the pointer's first visit to its button).
const loadOperators = () => import('./SearchOperators');
const SearchOperators = lazy(loadOperators);

/** The search box's help button: a popover listing the search operators. */
export function SearchHelp() {
  const t = useTransactionsT();
  return (
    <Popover
      content={
        <Suspense fallback={null}>
          <SearchOperators />
        </Suspense>
      }
      title={t('Search operators')}
      trigger="click"
      placement="bottomRight"
    >
      <Button
        type="text"
        size="small"
        icon={<QuestionCircleOutlined aria-hidden />}
        aria-label={t('Search operators')}
        onPointerEnter={() => void loadOperators()}
        onFocus={() => void loadOperators()}
      />
    </Popover>
  );
}
