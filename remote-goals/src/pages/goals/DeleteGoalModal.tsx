import { formatMoney, localeAtom, useSharedAtom, type Goal } from '@moneta/shared';
import { ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { Modal, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { useGoalsT } from '../../i18n';
import { goalsApi, useGoalChange } from '@moneta/shared/goals';

interface DeleteGoalModalProps extends DialogFrame {
  goal: Goal;
  onCancel: () => void;
  onDeleted: () => void;
}

/** Delete goal: warns that any saved amount will be lost. */
export function DeleteGoalModal({ open, goal, onCancel, afterClose, onDeleted }: DeleteGoalModalProps) {
  const t = useGoalsT();
  const { currency, language } = useSharedAtom(localeAtom);
  const remove = useGoalChange({
    mutationFn: (id: string) => goalsApi.remove(id),
    onSuccess: onDeleted,
  });

  return (
    <Modal
      open={open}
      title={t('Delete Goal')}
      okText={t('Delete')}
      okButtonProps={{ danger: true, disabled: remove.isPending }}
      cancelText={t('Cancel')}
      confirmLoading={remove.isPending}
      onOk={() => !remove.isPending && remove.mutate(goal._id)}
      onCancel={onCancel}
      afterClose={afterClose}
    >
      <Flex vertical gap="small">
        <ErrorAlert message={remove.error && errorMessage(remove.error, 'Failed to delete goal')} />
        <Typography.Text>{t('Are you sure you want to delete this goal?')}</Typography.Text>
        <Typography.Text strong>{goal.name}</Typography.Text>
        <Typography.Text type="danger">
          {goal.savedAmount > 0
            ? t('Any saved amount will be lost: {{amount}} saved so far.', {
                amount: formatMoney(goal.savedAmount, currency, language),
              })
            : t('Any saved amount will be lost.')}
        </Typography.Text>
        <Typography.Text type="secondary">{t('This action cannot be undone.')}</Typography.Text>
      </Flex>
    </Modal>
  );
}
