import { startTransition, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';

/** What a dialog's modal takes from useDialog: whether it is open, and what unmounts it once closed. */
export interface DialogFrame {
  open: boolean;
  afterClose: () => void;
}

export interface Dialog<T = void> {
  /** Whether it is open (false too while it plays its closing animation). */
  open: boolean;
  /** What it shows, from its opening until its closing animation has ended; undefined otherwise. */
  of: T | undefined;
  show: (of: T) => void;
  close: () => void;
  /**
   * The dialog while it is in use: mounted from its opening until its closing animation has ended, so its text
   * does not vanish while it fades and antd gives the focus back to what opened it. A lazily loaded dialog
   * waits for its own code, so one loading never hides another that is open.
   */
  render: (dialog: (of: T, frame: DialogFrame) => ReactNode) => ReactNode;
}

/** A dialog's open/close state: one per dialog a screen opens (add, edit, delete, details...). */
export function useDialog<T = void>(): Dialog<T> {
  const [state, setState] = useState<{ open: boolean; of: T } | null>(null);
  // A transition: the click paints its feedback at once, and the screen stays responsive while the dialog (and,
  // the first time, its code) renders.
  const show = useCallback((of: T) => startTransition(() => setState({ open: true, of })), []);
  const close = useCallback(() => setState((shown) => shown && { ...shown, open: false }), []);
  // Reopened during its closing animation, it stays.
  const afterClose = useCallback(() => setState((shown) => (shown?.open ? shown : null)), []);
  return useMemo(
    () => ({
      open: state?.open ?? false,
      of: state?.of,
      show,
      close,
      render: (dialog) =>
        state ? (
          <Suspense fallback={null}>{dialog(state.of, { open: state.open, afterClose })}</Suspense>
        ) : null,
    }),
    [state, show, close, afterClose],
  );
}
