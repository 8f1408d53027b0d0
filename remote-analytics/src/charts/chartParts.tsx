// What the three charts share: tick thinning, motion, and the tooltip's box in the antd theme's colours.
import type { ReactNode } from 'react';
import { usePrefersReducedMotion } from '@moneta/shared';
import type { ChartTheme } from './useChartTheme';

/** Every n-th value, so that at most `max` ticks show. */
export function everyNth<T>(values: readonly T[], max: number): T[] {
  const step = Math.max(1, Math.ceil(values.length / max));
  return values.filter((_, index) => index % step === 0);
}

/** Charts animate unless the person asked for less motion. */
export function useAnimate(): boolean {
  return !usePrefersReducedMotion();
}

export function TooltipBox({ colors, children }: { colors: ChartTheme['colors']; children: ReactNode }) {
  return (
    <div
      style={{
        background: colors.tooltipBackground,
        color: colors.text,
        boxShadow: colors.tooltipShadow,
        borderRadius: colors.radius,
        fontSize: colors.fontSize,
        padding: '6px 10px',
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </div>
  );
}

export function Swatch({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: 2,
        background: color,
        marginInlineEnd: 6,
      }}
    />
  );
}
