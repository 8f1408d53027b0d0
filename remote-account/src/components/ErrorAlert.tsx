import type { ReactNode } from 'react';
import { Alert } from '@moneta/shared/ui';
import { useAccountT } from '../i18n';

interface ErrorAlertProps {
  /** The message, an English SPEC text or the server's message; translated here. */
  message: string | null;
  onClose?: () => void;
  action?: ReactNode;
}

/** The dismissible red banner of SPEC section 8 ("settings show dismissible red banners"). */
export function ErrorAlert({ message, onClose, action }: ErrorAlertProps) {
  const t = useAccountT();
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={t(message)}
      action={action}
      closable={onClose ? { onClose, 'aria-label': t('Dismiss') } : false}
    />
  );
}
