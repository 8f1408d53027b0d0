import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { useT, type FailureMessage } from '@moneta/shared';

interface ErrorAlertProps {
  /** The failure, a key of the catalogues (errorMessage() gives one); translated here, in the common namespace. */
  message: FailureMessage | null;
  /** The values the message interpolates (analyticsFailure() gives them). */
  values?: Record<string, string | number> | undefined;
  /** Makes the banner dismissible. */
  onClose?: () => void;
  /** A control beside the message, such as Retry. */
  action?: ReactNode;
}

/** The dismissible red banner, shown by every screen that loads or saves data. */
export function ErrorAlert({ message, values, onClose, action }: ErrorAlertProps) {
  const t = useT();
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={t(message, values)}
      action={action}
      closable={onClose ? { onClose, 'aria-label': t('Dismiss') } : false}
    />
  );
}
