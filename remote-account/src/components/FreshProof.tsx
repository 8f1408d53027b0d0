import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { needsFreshProof } from '@moneta/shared/ui';

// Loaded when the server first asks for the password, not with the screen: it brings antd's form machinery.
const ConfirmPasswordModal = lazy(
  () => import(/* webpackChunkName: "confirm-password", webpackPrefetch: true */ './ConfirmPasswordModal'),
);

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
  /** Mounted from the first request on, so that its closing animation plays. */
  const [everAsked, setEverAsked] = useState(false);
  const withProof = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!needsFreshProof(error)) throw error;
      await new Promise<void>((resolve, reject) => {
        setEverAsked(true);
        setAsked({ confirmed: resolve, cancelled: () => reject(error) });
      });
      return call();
    }
  }, []);
  const dialog = everAsked ? (
    <Suspense fallback={null}>
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
    </Suspense>
  ) : null;
  return { withProof, dialog };
}
