import { useState } from 'react';
import {
  discardedChangesAtom,
  isAuthenticatedAtom,
  loggingOutAtom,
  logout,
  signOutPendingAtom,
  store,
  useSharedAtom,
} from '@moneta/shared';
import { useHostT } from '../i18n';
import '../pwa/PwaPrompts.css';

/**
 * What the device still holds of a session that has ended, said on every page under the bar (the public ones
 * too, so without antd, as the shell's other prompts): a sign-out the server has not received, with a retry,
 * as the refresh cookie may still sign the device in; and changes made offline that the end of a session
 * removed unsent.
 */
export function DeviceNotices() {
  const t = useHostT();
  const pending = useSharedAtom(signOutPendingAtom);
  const loggingOut = useSharedAtom(loggingOutAtom);
  const discarded = useSharedAtom(discardedChangesAtom);
  const authenticated = useSharedAtom(isAuthenticatedAtom);
  const [signedOut, setSignedOut] = useState(false);
  const [shownPending, setShownPending] = useState(pending);
  // The notice floats over the page: the person may put it away, while the sign-out stays pending and is still
  // sent by itself once the connection returns and at the next start.
  const [pendingHidden, setPendingHidden] = useState(false);

  // A pending sign-out that reaches the server, by the button or on its own once back online, is confirmed; a
  // sign-in that replaced its cookie is not a sign-out.
  if (pending !== shownPending) {
    setShownPending(pending);
    setSignedOut(!pending && !authenticated);
    setPendingHidden(false);
  }

  const showPending = pending && !pendingHidden;
  if (!showPending && !signedOut && discarded === 0) return null;
  return (
    <div className="navbar-confirm device-notices">
      {showPending ? (
        <section className="pwa-card" role="alert" aria-labelledby="sign-out-pending-title">
          <h2 id="sign-out-pending-title" className="pwa-card-title">
            {t('Sign-out did not finish')}
          </h2>
          <p className="pwa-card-text">
            {t(
              'Moneta could not be reached to end your session, so this device may still be signed in to your account. Your data has been removed from it; retry before you leave the device.',
            )}
          </p>
          <div className="pwa-card-actions">
            <button
              type="button"
              className="btn btn-primary"
              disabled={loggingOut}
              aria-busy={loggingOut}
              onClick={() => void logout()}
            >
              {loggingOut && <span className="spinner spinner-sm" aria-hidden="true" />}
              {loggingOut ? t('Logging out...') : t('Retry sign-out')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => setPendingHidden(true)}>
              {t('Hide')}
            </button>
          </div>
        </section>
      ) : null}
      {signedOut ? (
        <section className="pwa-card" role="status">
          <p className="pwa-card-text">{t('You are signed out on this device.')}</p>
          <div className="pwa-card-actions">
            <button type="button" className="btn btn-ghost" onClick={() => setSignedOut(false)}>
              {t('Close')}
            </button>
          </div>
        </section>
      ) : null}
      {discarded > 0 ? (
        <section className="pwa-card" role="alert" aria-labelledby="changes-removed-title">
          <h2 id="changes-removed-title" className="pwa-card-title">
            {t('Changes removed')}
          </h2>
          <p className="pwa-card-text">
            {t(
              'Your session ended before {{count}} changes made offline could be sent, so they have been removed from this device.',
              { count: discarded },
            )}
          </p>
          <div className="pwa-card-actions">
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => store.set(discardedChangesAtom, 0)}
            >
              {t('Close')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
