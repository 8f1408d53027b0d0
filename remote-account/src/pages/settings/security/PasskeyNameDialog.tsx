// The dialog that names a passkey, in a module of its own that loads when an addition or a renaming starts: the
// form machinery and the schemas are no part of the Settings screen's first load.
import { useEffect, useState } from 'react';
import { passkeyNameSchema, type PasskeyNameInput } from '@moneta/shared/forms';
import { ErrorAlert, errorMessage, Flex, Typography } from '@moneta/shared/ui';
import { Modal, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { applyFieldErrors, Form, Input, zodRule } from '@moneta/shared/ui/form';
import { useAccountT } from '../../../i18n';
import type { Naming } from './usePasskeyActions';

const FIELDS = ['name'] as const;

interface PasskeyNameDialogProps extends DialogFrame {
  of: Naming;
  /** Adds or renames; the dialog closes when it succeeds. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Name your passkey" after the browser has made one, or "Rename passkey". A new passkey is added only once it
 * is saved, while the browser already keeps it: the dialog stays until then, unless the server refuses it.
 */
export default function PasskeyNameDialog({ of, open, afterClose, onSave, onClose }: PasskeyNameDialogProps) {
  const t = useAccountT();
  const [form] = Form.useForm<PasskeyNameInput>();
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const adding = !('renamed' in of);
  // The name, selected, is what to type over. Focused as the dialog mounts: the dialog focuses itself at the end
  // of its opening unless the focus is already inside, and a later move would catch the person typing.
  useEffect(() => {
    form.getFieldInstance('name')?.focus({ cursor: 'all' });
  }, [form]);

  const save = async (values: PasskeyNameInput) => {
    const input = passkeyNameSchema.safeParse(values);
    if (!input.success) return;
    setFailure(null);
    setSaving(true);
    try {
      await onSave(input.data.name);
    } catch (error) {
      if (!applyFieldErrors(form, error, FIELDS, t)) setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const dismissible = !adding || failure !== null;
  const closable = dismissible && !saving;
  return (
    <Modal
      open={open}
      afterClose={afterClose}
      title={adding ? t('Name your passkey') : t('Rename passkey')}
      okText={t('Save')}
      cancelText={t('Cancel')}
      confirmLoading={saving}
      cancelButtonProps={{ disabled: saving }}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {dismissible && <CancelBtn />}
          <OkBtn />
        </>
      )}
      closable={closable}
      keyboard={closable}
      mask={{ closable: false }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Flex vertical gap="middle">
        {adding && (
          <Typography.Paragraph style={{ margin: 0 }}>
            {t(
              'Your passkey is ready. Give it a name you will recognise, such as the device or password manager that keeps it.',
            )}
          </Typography.Paragraph>
        )}
        <ErrorAlert
          message={
            failure
              ? errorMessage(failure, adding ? 'Failed to add the passkey' : 'Failed to rename the passkey')
              : null
          }
          onClose={() => setFailure(null)}
        />
        <Form<PasskeyNameInput>
          form={form}
          name="passkey-name"
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: adding ? of.suggested : of.renamed.name }}
          onFinish={(values) => void save(values)}
        >
          <Form.Item
            label={t('Passkey name')}
            name="name"
            rules={[zodRule(passkeyNameSchema, 'name')]}
            style={{ marginBottom: 0 }}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
