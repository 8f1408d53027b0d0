// Signing in with a passkey alone: from its button, or by picking one among the e-mail field's suggestions
// (the browser's conditional UI). The browser's side (the security facade, @simplewebauthn/browser and the API
// client for the ceremony's options) loads when the person first goes to the e-mail field or presses the
// button: a visit that signs in with a password alone, or only passes by, loads none of it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FailureMessage } from '@moneta/shared';
import { errorMessage } from '@moneta/shared/ui';

const ceremonies = () => import('@moneta/shared/security');
type Facade = Awaited<ReturnType<typeof ceremonies>>;

interface PasskeySignInOptions {
  /** The person chose a passkey (by the button or among the suggestions): other failures shown go. */
  onStart: () => void;
  onSignedIn: () => void;
}

export interface PasskeySignIn {
  /** From the button's press, or the pick of a suggestion, until the sign-in's end. */
  signingIn: boolean;
  failure: FailureMessage | null;
  dismissFailure: () => void;
  /** The button's sign-in: the browser's own dialog. */
  signIn: () => void;
  /** The e-mail field was focused: from the first time on, its suggestions offer the browser's passkeys. */
  offerSuggestions: () => void;
}

/**
 * The passkey sign-in of the password step. Only the newest request counts: a new one (the button's) makes the
 * library abort the one waiting among the suggestions, and the screen's end leaves any of them without effect.
 * A request that ends without a sign-in, once the person took part, is followed by a new wait among the
 * suggestions (each request's challenge works once).
 */
export function usePasskeySignIn({ onStart, onSignedIn }: PasskeySignInOptions): PasskeySignIn {
  const [signingIn, setSigningIn] = useState(false);
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const callbacks = useRef({ onStart, onSignedIn });
  useEffect(() => {
    callbacks.current = { onStart, onSignedIn };
  });
  /** The newest request's number; the screen's end counts as a newer one. */
  const newest = useRef(0);
  /** Whether the browser offers passkeys among the suggestions; null until asked. */
  const autofill = useRef<boolean | null>(null);

  const request = useCallback(async function request(suggested: boolean): Promise<void> {
    const id = ++newest.current;
    const stale = () => newest.current !== id;
    const begin = () => {
      callbacks.current.onStart();
      setFailure(null);
      setSigningIn(true);
    };
    if (!suggested) begin();
    let chosen = !suggested;
    let facade: Facade | null = null;
    try {
      facade = await ceremonies();
      if (suggested) {
        autofill.current ??= await facade.passkeyAutofillSupported();
        if (!autofill.current) return;
      }
      if (stale()) return;
      const ceremony = await facade.securityApi.passkeyLoginOptions();
      if (stale()) return;
      const credential = await facade.getPasskey(ceremony, suggested);
      if (stale()) return;
      if (!chosen) {
        chosen = true;
        begin();
      }
      await facade.loginWithPasskey({ ceremony: ceremony.ceremony, credential });
      if (!stale()) callbacks.current.onSignedIn();
      return;
    } catch (error) {
      // Until the person picks a suggestion, its request's failures are none of theirs.
      if (stale() || !chosen) return;
      if (!facade?.passkeyCancelled(error)) {
        setFailure(errorMessage(error, 'Failed to sign in with a passkey'));
      }
    }
    setSigningIn(false);
    void request(true);
  }, []);

  /** Whether the suggestions' request was started: once per visit, then again after each attempt. */
  const offered = useRef(false);
  const offerSuggestions = useCallback(() => {
    if (offered.current) return;
    offered.current = true;
    void request(true);
  }, [request]);

  useEffect(() => {
    const requests = newest;
    return () => {
      // Left waiting, the browser would go on offering this screen's request among other pages' suggestions.
      if (requests.current > 0) void ceremonies().then((facade) => facade.cancelPasskeyRequest());
      requests.current += 1;
    };
  }, []);

  return {
    signingIn,
    failure,
    dismissFailure: () => setFailure(null),
    signIn: () => {
      offered.current = true;
      void request(false);
    },
    offerSuggestions,
  };
}
