import { useState } from 'react';
import { DELETE_CONFIRMATION_WORD, type DeleteAccountInput, type FailureMessage } from '@moneta/shared';
import { deleteAccountSchema } from '@moneta/shared/forms';
import { useMutation } from '@moneta/shared/query';
import { applyFieldErrors, Form, Input, zodRule } from '@moneta/shared/ui/form';
import { Button, ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { useAccountT } from '../../i18n';
import { useSignOutLocally } from './useSignOutLocally';
import { authApi } from '@moneta/shared/account';

const FIELDS = ['password', 'confirmDeletion'] as const;

/** The content of the deletion modal: password, the word DELETE, and the confirm button. */
export function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const t = useAccountT();
  const [form] = Form.useForm<DeleteAccountInput>();
  const signOutLocally = useSignOutLocally();
  const [error, setError] = useState<FailureMessage | null>(null);
  const deleteAccount = useMutation({
    mutationFn: (values: DeleteAccountInput) => authApi.deleteAccount(values),
    onMutate: () => setError(null),
    // A failure that names its fields shows under them instead of in the banner.
    onError: (failure) => {
      if (!applyFieldErrors(form, failure, FIELDS, t)) {
        setError(errorMessage(failure, 'Account deletion failed. Please try again.'));
      }
    },
    onSuccess: signOutLocally,
  });
  // Busy until the local sign-out takes the user away.
  const deleting = deleteAccount.isPending || deleteAccount.isSuccess;

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('This permanently deletes your account and all of its data. This action cannot be undone.')}
      </Typography.Paragraph>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Form<DeleteAccountInput>
        form={form}
        name="delete-account"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => deleteAccount.mutate(values)}
      >
        <Form.Item label={t('Password')} name="password" rules={[zodRule(deleteAccountSchema, 'password')]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label={t('Type {{word}} to confirm', { word: DELETE_CONFIRMATION_WORD })}
          name="confirmDeletion"
          rules={[zodRule(deleteAccountSchema, 'confirmDeletion')]}
        >
          <Input autoComplete="off" placeholder={DELETE_CONFIRMATION_WORD} />
        </Form.Item>
        <Flex justify="flex-end" gap="small" wrap>
          <Button onClick={onCancel} disabled={deleting}>
            {t('Cancel')}
          </Button>
          <Button type="primary" danger htmlType="submit" loading={deleting}>
            {deleting ? t('Deleting...') : t('Delete Account')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
