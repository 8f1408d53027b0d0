import { useEffect, useLayoutEffect } from 'react';
import {
  displayName,
  encodeFrameCookie,
  FRAME_COOKIE,
  preferencesAtom,
  SESSION_LIFETIME_SECONDS,
  userAtom,
  useSharedAtom,
} from '@moneta/shared';

/**
 * Removes the first frame the server drew into the page (api/src/frame.ts) once the app shows what replaces it:
 * the frame then goes in the same paint as the app's own screen appears (critical.css keeps the app hidden
 * behind it until then).
 */
export function removeServerFrame(): void {
  document.getElementById('frame')?.remove();
}

/** Removes the server's frame when the component is first drawn, if `ready`. */
export function useServerFrameHandover(ready = true): void {
  useLayoutEffect(() => {
    if (ready) removeServerFrame();
  }, [ready]);
}

/**
 * Keeps the cookie the server draws the first frame from: the signed-in person's name, language and the theme
 * in force on this device; removed when nobody is signed in.
 */
export function useFrameCookie(theme: 'light' | 'dark'): void {
  const user = useSharedAtom(userAtom);
  const { language } = useSharedAtom(preferencesAtom);
  useEffect(() => {
    const attributes = `Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
    document.cookie = user
      ? `${FRAME_COOKIE}=${encodeFrameCookie({ name: displayName(user), language, theme })}; Max-Age=${SESSION_LIFETIME_SECONDS}; ${attributes}`
      : `${FRAME_COOKIE}=; Max-Age=0; ${attributes}`;
  }, [user, language, theme]);
}
