import { useEffect } from 'react';
import type { BudgetInput } from '@moneta/shared';
import { categoryLabel } from '@moneta/shared/categories';
import { VersionChoice, VersionLines } from '@moneta/shared/outbox';
import { Modal } from '@moneta/shared/ui/dashboard';
import { useAnalyticsT } from '../../../i18n';
import { useFormat } from '../useFormat';
import { setBudgetConflict, useBudgetConflict } from './budgetConflict';
import { useSetBudget } from './queries';

/** The choice between the budget saved elsewhere and the person's change, while there is one. */
export function BudgetConflictModal({ month }: { month: string }) {
  const t = useAnalyticsT();
  const format = useFormat();
  const conflict = useBudgetConflict();
  const save = useSetBudget(month);
  const close = () => setBudgetConflict(null);
  // A choice left open is not shown again when the tab is next opened.
  useEffect(() => close, []);
  if (!conflict) return null;
  const { mine, theirs } = conflict;
  const lines = (version: Pick<BudgetInput, 'amount' | 'rollover'> | null) =>
    version
      ? [format.money(version.amount), version.rollover ? t('Rollover on') : t('Rollover off')]
      : [t('No budget')];
  return (
    <Modal
      open
      title={t('{{category}} budget', { category: categoryLabel(t, mine.category) })}
      footer={null}
      width={480}
      mask={{ closable: false }}
      onCancel={close}
    >
      <VersionChoice
        record="budget"
        theirs={<VersionLines lines={lines(theirs)} other={lines(mine)} />}
        mine={<VersionLines lines={lines(mine)} other={lines(theirs)} />}
        keeping={save.isPending}
        onKeepTheirs={close}
        onKeepMine={() =>
          save.mutate({ ...mine, updatedAt: theirs?.updatedAt ?? null }, { onSuccess: close })
        }
      />
    </Modal>
  );
}
