import { useDeferredValue, type ReactNode } from 'react';

/**
 * `ready`, one render late when it turns. A query's answer, like a shared atom's change, reaches React as a store
 * update, which React renders in one blocking task: a screen that swaps its loading state for its content in that
 * render blocks the page for the whole mount (460-700 ms on the reminders screen at Lighthouse's 4x CPU slowdown). Gated by this, the update's own render keeps the loading state, and the content mounts in the
 * deferred render that follows, which yields to the browser every few milliseconds.
 */
export function useDeferredReady(ready: boolean): boolean {
  return useDeferredValue(ready);
}

/**
 * False in a screen's first render, true in the render React starts once that one is committed. A screen mounts
 * what lies below its heading there: the heading, its largest text and so what Lighthouse times as its LCP, is
 * painted after a small commit instead of after the whole screen's.
 */
export function useBelowHeadingShown(): boolean {
  return useDeferredValue(true, false);
}

/** What lies below a screen's heading, mounted in the render after the heading's (useBelowHeadingShown). */
export function BelowHeading({ children }: { children: ReactNode }): ReactNode {
  return useBelowHeadingShown() ? children : null;
}
