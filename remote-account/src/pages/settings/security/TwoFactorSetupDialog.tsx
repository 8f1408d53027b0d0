// The two-factor setup, in a module of its own that loads when a setup starts: the QR code and the form
// machinery are no part of the Settings screen's first load.
import { useState } from 'react';
import type { TwoFactorSetup } from '@moneta/shared';
import { normalizeSecondFactor, securityApi, useSecurityChange } from '@moneta/shared/security';
import { Button, ErrorAlert, errorMessage, Flex, MESSAGES } from '@moneta/shared/ui';
import { Modal, useAnnounce, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { applyFieldErrors, Form } from '@moneta/shared/ui/form';
import { useAccountT } from '../../../i18n';
import { RecoveryCodes } from './RecoveryCodes';
import { ScanStep, type CodeValues } from './ScanStep';

const FIELDS = ['code'] as const;

interface TwoFactorSetupDialogProps extends DialogFrame {
  /** The new secret, from POST /auth/two-factor/setup. */
  setup: TwoFactorSetup;
  onClose: () => void;
}

/** Set up: scan the QR code and confirm a code of the app, then save the recovery codes, shown once. */
export default function TwoFactorSetupDialog({
  setup,
  open,
  afterClose,
  onClose,
}: TwoFactorSetupDialogProps) {
  const t = useAccountT();
  const announce = useAnnounce();
  const [form] = Form.useForm<CodeValues>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const turnOn = useSecurityChange({
    mutationFn: (code: string) => securityApi.confirmTwoFactor({ code }),
  });

  const submit = async ({ code }: CodeValues) => {
    setFailure(null);
    try {
      const answer = await turnOn.mutateAsync(normalizeSecondFactor(code));
      setCodes(answer.codes);
      announce(t(MESSAGES.twoFactorEnabled));
    } catch (error) {
      if (!applyFieldErrors(form, error, FIELDS, t)) setFailure(error);
    }
  };

  const checking = turnOn.isPending;
  const step = codes
    ? {
        title: t('Save your recovery codes'),
        // The codes show once: only Done closes, so that no stray Escape or click loses them.
        closable: false,
        keyboard: false,
        footer: (
          <Button type="primary" onClick={onClose}>
            {t('Done')}
          </Button>
        ),
        children: <RecoveryCodes codes={codes} focusOnShow />,
      }
    : {
        title: t('Set up two-factor authentication'),
        okText: t('Turn on'),
        cancelText: t('Cancel'),
        confirmLoading: checking,
        cancelButtonProps: { disabled: checking },
        closable: !checking,
        keyboard: !checking,
        onOk: () => form.submit(),
        children: (
          <Flex vertical gap="middle">
            <ErrorAlert
              message={failure ? errorMessage(failure, 'Failed to turn on two-factor authentication') : null}
              onClose={() => setFailure(null)}
            />
            <ScanStep setup={setup} form={form} onSubmit={(values) => void submit(values)} />
          </Flex>
        ),
      };
  return (
    <Modal open={open} afterClose={afterClose} mask={{ closable: false }} onCancel={onClose} {...step} />
  );
}
