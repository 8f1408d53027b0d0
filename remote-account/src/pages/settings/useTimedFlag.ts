import { useCallback, useEffect, useRef, useState } from 'react';

/** A flag that turns itself off `durationMs` after each `show()`; used for the saved banner. */
export function useTimedFlag(durationMs: number): [visible: boolean, show: () => void, hide: () => void] {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(false);
  }, []);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), durationMs);
  }, [durationMs]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return [visible, show, hide];
}
