import { useMemo } from 'react';
import { theme } from '@moneta/shared/ui/dashboard';

/**
 * The charts' colours, read from antd's theme tokens, so that they follow the light and dark themes (and the
 * brand) as every antd component does: nivo draws in SVG attributes, where antd's CSS variables do not apply.
 */
export function useChartTheme() {
  const { token } = theme.useToken();
  return useMemo(() => {
    const colors = {
      text: token.colorText,
      secondaryText: token.colorTextSecondary,
      grid: token.colorBorderSecondary,
      axis: token.colorBorder,
      background: token.colorBgContainer,
      tooltipBackground: token.colorBgElevated,
      tooltipShadow: token.boxShadowSecondary,
      radius: token.borderRadius,
      fontSize: token.fontSizeSM,
      income: token.colorSuccess,
      expenses: token.colorError,
      savings: token.colorInfo,
    };
    /**
     * nivo's theme: text, axes, grid and crosshair in the antd theme's colours. Its text takes the page's fonts
     * (nivo's own default is sans-serif), so axes in Hindi have the Devanagari font.
     */
    const nivo = {
      background: 'transparent',
      text: { fill: colors.secondaryText, fontSize: colors.fontSize, fontFamily: 'inherit' },
      axis: {
        domain: { line: { stroke: colors.axis, strokeWidth: 1 } },
        ticks: {
          line: { stroke: colors.axis, strokeWidth: 1 },
          text: { fill: colors.secondaryText, fontSize: colors.fontSize },
        },
        legend: { text: { fill: colors.text, fontSize: colors.fontSize } },
      },
      grid: { line: { stroke: colors.grid, strokeWidth: 1 } },
      crosshair: { line: { stroke: colors.secondaryText, strokeWidth: 1, strokeOpacity: 0.6 } },
      labels: { text: { fill: colors.text, fontSize: colors.fontSize } },
      tooltip: {
        container: {
          background: colors.tooltipBackground,
          color: colors.text,
          fontSize: colors.fontSize,
          borderRadius: colors.radius,
          boxShadow: colors.tooltipShadow,
        },
      },
    };
    return { colors, nivo };
  }, [token]);
}

export type ChartTheme = ReturnType<typeof useChartTheme>;
