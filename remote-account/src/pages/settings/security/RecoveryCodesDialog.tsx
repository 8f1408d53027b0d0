import { Button } from '@moneta/shared/ui';
import { Modal, type DialogFrame } from '@moneta/shared/ui/dashboard';
import { useAccountT } from '../../../i18n';
import { RecoveryCodes } from './RecoveryCodes';

interface RecoveryCodesDialogProps extends DialogFrame {
  codes: readonly string[];
  onDone: () => void;
}

/** The new recovery codes, after "Create new codes". */
export function RecoveryCodesDialog({ codes, open, afterClose, onDone }: RecoveryCodesDialogProps) {
  const t = useAccountT();
  return (
    <Modal
      open={open}
      afterClose={afterClose}
      title={t('Your new recovery codes')}
      // The codes show once: only Done closes, so that no stray Escape or click loses them.
      closable={false}
      keyboard={false}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onDone}>
          {t('Done')}
        </Button>
      }
    >
      <RecoveryCodes codes={codes} />
    </Modal>
  );
}
