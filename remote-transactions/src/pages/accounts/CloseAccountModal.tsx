import type { MoneyAccount } from '@moneta/shared';
import { QUEUED, sendOrQueue } from '@moneta/shared/query';
import { ErrorAlert, Flex, Typography } from '@moneta/shared/ui';
import { Modal, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { useMoneyAccountChange } from '@moneta/shared/transactions';
import { accountFailure } from './failure';
import { useAccountsT } from './i18n';

interface CloseAccountModalProps extends DialogFrame {
  account: MoneyAccount;
  onCancel: () => void;
  /** `queued`: kept on this device, to be sent once the server can be reached. */
  onClosed: (queued: boolean) => void;
}

/** Asks before closing an account; a refusal (the last open account) stays in the dialog, which stays open. */
export function CloseAccountModal({ open, account, afterClose, onCancel, onClosed }: CloseAccountModalProps) {
  const t = useAccountsT();
  const close = useMoneyAccountChange({
    mutationFn: ({ _id, name }: MoneyAccount) =>
      sendOrQueue({ domain: 'moneyAccounts', action: 'close', id: _id, title: name }),
    onSuccess: (result) => onClosed(result === QUEUED),
  });
  const failure = close.error ? accountFailure(close.error) : null;

  return (
    <Modal
      open={open}
      title={t('Close this account?')}
      okText={t('Close account')}
      okButtonProps={{ danger: true, disabled: close.isPending }}
      cancelText={t('Cancel')}
      confirmLoading={close.isPending}
      onOk={() => !close.isPending && close.mutate(account)}
      onCancel={onCancel}
      afterClose={afterClose}
    >
      <Flex vertical gap="small">
        <ErrorAlert message={failure?.message ?? null} values={failure?.values} />
        <Typography.Text strong>{account.name}</Typography.Text>
        <Typography.Text>
          {t(
            'It keeps its transactions and history, but it is no longer offered when you add or edit a transaction. You can reopen it at any time.',
          )}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
