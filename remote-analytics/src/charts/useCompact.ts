import { useSyncExternalStore } from 'react';

/** antd's xs breakpoint: phones, where the charts draw fewer ticks and move their labels. */
const PHONE_QUERY = '(max-width: 575.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True on a phone-sized screen; follows rotation and window resizing. */
export function useCompact(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
