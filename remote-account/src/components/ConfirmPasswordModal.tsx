// The dialog that asks for the password again (./FreshProof.tsx), in a module of its own: the screens load it the
// first time the server asks for a fresh proof, so that the form machinery is not part of their first load.
import { useState } from 'react';
import { type FailureMessage, type ReauthenticateInput } from '@moneta/shared';
import { reauthenticateSchema } from '@moneta/shared/forms';
import { ErrorAlert, Flex, Typography, errorMessage } from '@moneta/shared/ui';
import { Modal } from '@moneta/shared/ui/dashboard';
import { applyFieldErrors, Form, Input, zodRule } from '@moneta/shared/ui/form';
import { useAccountT } from '../i18n';
import { authApi } from '@moneta/shared/account';

const FIELDS = ['password'] as const;

export interface ConfirmPasswordModalProps {
  open: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}

export default function ConfirmPasswordModal({ open, onConfirmed, onCancel }: ConfirmPasswordModalProps) {
  const t = useAccountT();
  const [form] = Form.useForm<ReauthenticateInput>();
  const [error, setError] = useState<FailureMessage | null>(null);
  const [checking, setChecking] = useState(false);
  const confirm = async (values: ReauthenticateInput) => {
    setError(null);
    setChecking(true);
    try {
      await authApi.reauthenticate(values);
      form.resetFields();
      onConfirmed();
    } catch (failure) {
      if (!applyFieldErrors(form, failure, FIELDS, t)) {
        setError(errorMessage(failure, 'Failed to confirm your password'));
      }
    } finally {
      setChecking(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('Confirm your password')}
      okText={t('Confirm')}
      cancelText={t('Cancel')}
      confirmLoading={checking}
      // The check's answer decides what follows: the dialog stays until it comes.
      cancelButtonProps={{ disabled: checking }}
      closable={!checking}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        setError(null);
        onCancel();
      }}
    >
      <Flex vertical gap="middle">
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('For your security, enter your password again to make this change.')}
        </Typography.Paragraph>
        <ErrorAlert message={error} onClose={() => setError(null)} />
        <Form<ReauthenticateInput>
          form={form}
          name="confirm-password"
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void confirm(values)}
        >
          <Form.Item
            label={t('Password')}
            name="password"
            rules={[zodRule(reauthenticateSchema, 'password')]}
          >
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
