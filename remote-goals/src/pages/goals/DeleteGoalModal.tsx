import { useState } from 'react';
import { formatMoney, goalsApi, localeAtom, useSharedAtom, type Goal } from '@moneta/shared';
import { goalsKeys, transactionsKeys, useChange } from '@moneta/shared/query';
import { ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { Modal } from '@moneta/shared/ui/dashboard';
import { useGoalsT } from '../../i18n';

interface DeleteGoalModalProps {
  /** The goal to delete; null while closed. */
  goal: Goal | null;
  onCancel: () => void;
  onDeleted: () => void;
}

/** Delete goal: warns that any saved amount will be lost. */
export function DeleteGoalModal({ goal, onCancel, onDeleted }: DeleteGoalModalProps) {
  const t = useGoalsT();
  const { currency, language } = useSharedAtom(localeAtom);
  const remove = useChange({
    mutationFn: (id: string) => goalsApi.remove(id),
    invalidates: [goalsKeys.all, transactionsKeys.all],
    onSuccess: onDeleted,
  });
  // Kept through the closing animation, so the text does not vanish while the modal fades.
  const [shown, setShown] = useState<Goal | null>(goal);
  if (goal && goal !== shown) setShown(goal);

  return (
    <Modal
      open={goal !== null}
      title={t('Delete Goal')}
      okText={t('Delete')}
      okButtonProps={{ danger: true, disabled: remove.isPending }}
      cancelText={t('Cancel')}
      confirmLoading={remove.isPending}
      onOk={() => goal && !remove.isPending && remove.mutate(goal._id)}
      onCancel={onCancel}
      afterClose={() => {
        setShown(null);
        remove.reset();
      }}
    >
      <Flex vertical gap="small">
        <ErrorAlert message={remove.error && errorMessage(remove.error, 'Failed to delete goal')} />
        <Typography.Text>{t('Are you sure you want to delete this goal?')}</Typography.Text>
        {shown ? <Typography.Text strong>{shown.name}</Typography.Text> : null}
        <Typography.Text type="danger">
          {shown && shown.savedAmount > 0
            ? t('Any saved amount will be lost: {{amount}} saved so far.', {
                amount: formatMoney(shown.savedAmount, currency, language),
              })
            : t('Any saved amount will be lost.')}
        </Typography.Text>
        <Typography.Text type="secondary">{t('This action cannot be undone.')}</Typography.Text>
      </Flex>
    </Modal>
  );
}
