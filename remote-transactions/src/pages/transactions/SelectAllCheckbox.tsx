import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * The header's select-all checkbox. antd's table also renders every header title into a hidden row
 * (aria-hidden) to measure the column widths; there the copy is made inert, so Tab never lands on a checkbox
 * that a screen reader is told is not there.
 */
export function SelectAllCheckbox({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const span = ref.current;
    if (span) span.inert = Boolean(span.closest('[aria-hidden="true"]'));
  });
  return <span ref={ref}>{children}</span>;
}
