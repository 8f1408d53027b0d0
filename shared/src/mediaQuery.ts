import { useCallback, useSyncExternalStore } from 'react';

/** antd's xs breakpoint: phone-sized screens. */
export const PHONE_QUERY = '(max-width: 575.98px)';

/** The system setting of a person who asked for less motion. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the media query matches; follows its changes (rotation, a resized window, a system setting). Drawn on
 * the server (the first frame), there is no screen to ask: false.
 */
export function useMediaQuery(media: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const query = window.matchMedia(media);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    [media],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(media).matches,
    () => false,
  );
}

/** True when the person asked their system for less motion. */
export const usePrefersReducedMotion = () => useMediaQuery(REDUCED_MOTION);
