import { useCallback, useState, type ReactNode } from 'react';
import { authApi, type FailureMessage, type ReauthenticateInput } from '@moneta/shared';
import { reauthenticateSchema } from '@moneta/shared/forms';
import { ErrorAlert, Flex, Typography, errorMessage, needsFreshProof } from '@moneta/shared/ui';
import { Modal } from '@moneta/shared/ui/dashboard';
import { applyFieldErrors, Form, Input, zodRule } from '@moneta/shared/ui/form';
import { useAccountT } from '../i18n';

const FIELDS = ['password'] as const;

interface Asked {
  confirmed: () => void;
  cancelled: () => void;
}

/**
 * A change that could hand the account to someone else (a new address, a restore) needs the password again
 * when the server asks for it: `withProof(call)` runs the call and, if the server asks, opens a small dialog for
 * the password, confirms it (POST /auth/reauthenticate) and runs the call again. Cancelling leaves the call's
 * failure ('Please confirm your password to continue.'). Render `dialog` once in the screen.
 */
export function useFreshProof(): {
  withProof: <T>(call: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [asked, setAsked] = useState<Asked | null>(null);
  const withProof = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!needsFreshProof(error)) throw error;
      await new Promise<void>((resolve, reject) =>
        setAsked({ confirmed: resolve, cancelled: () => reject(error) }),
      );
      return call();
    }
  }, []);
  const dialog = (
    <ConfirmPasswordModal
      open={asked !== null}
      onConfirmed={() => {
        asked?.confirmed();
        setAsked(null);
      }}
      onCancel={() => {
        asked?.cancelled();
        setAsked(null);
      }}
    />
  );
  return { withProof, dialog };
}

interface ConfirmPasswordModalProps {
  open: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}

function ConfirmPasswordModal({ open, onConfirmed, onCancel }: ConfirmPasswordModalProps) {
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
