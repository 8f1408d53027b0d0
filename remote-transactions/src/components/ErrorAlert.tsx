import { Alert } from '@moneta/shared/ui';
import { useTransactionsT } from '../i18n';

interface ErrorAlertProps {
  /** The message, an English SPEC text or the server's message; translated here. */
  message: string | null;
  onClose?: () => void;
}

/** The dismissible red banner of SPEC sections 2 and 8 ("transactions ... show dismissible red banners"). */
export function ErrorAlert({ message, onClose }: ErrorAlertProps) {
  const t = useTransactionsT();
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={t(message)}
      closable={onClose ? { onClose, 'aria-label': t('Dismiss') } : false}
    />
  );
}
