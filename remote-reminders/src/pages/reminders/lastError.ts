import { useState } from 'react';
import type { FailureMessage } from '@moneta/shared';
import { errorMessage } from '@moneta/shared/ui';

/** A failure of the screen's own actions, and the list's failure that was on show when it came. */
interface ActionFailure {
  message: FailureMessage;
  listError: Error | null;
}

/**
 * The screen's one red alert: the last error, whether the list failed to
 * load or an action did. A request that starts clears it, and the person may dismiss it.
 */
export function useLastError(listError: Error | null, initial: FailureMessage | null) {
  const [action, setAction] = useState<ActionFailure | null>(
    initial && { message: initial, listError: null },
  );
  const [dismissed, setDismissed] = useState<Error | null>(null);
  // The list's failure is the last one unless it was dismissed or an action failed after it.
  const listFailure = listError && listError !== dismissed && listError !== action?.listError;
  const message = listFailure
    ? errorMessage(listError, 'Failed to fetch reminders')
    : (action?.message ?? null);
  const clear = () => {
    setAction(null);
    setDismissed(listError);
  };
  return {
    message,
    clear,
    fail: (failure: FailureMessage) => setAction({ message: failure, listError }),
  };
}
