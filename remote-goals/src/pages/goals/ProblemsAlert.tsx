import type { FailureMessage } from '@moneta/shared';
import { Alert } from '@moneta/shared/ui';
import { useGoalsT } from '../../i18n';

interface ProblemsAlertProps {
  /** Keys of the catalogues: the form's check or the server's answer. */
  problems: readonly FailureMessage[];
  onClose: () => void;
}

/** A form's messages shown together in one red alert, dismissible. */
export function ProblemsAlert({ problems, onClose }: ProblemsAlertProps) {
  const t = useGoalsT();
  if (problems.length === 0) return null;
  const [only] = problems;
  return (
    <Alert
      type="error"
      showIcon
      title={
        problems.length === 1 && only ? (
          t(only)
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {problems.map((problem) => (
              <li key={problem}>{t(problem)}</li>
            ))}
          </ul>
        )
      }
      closable={{ onClose, 'aria-label': t('Dismiss') }}
    />
  );
}
