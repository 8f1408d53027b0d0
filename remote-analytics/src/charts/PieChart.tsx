// The pie chart of spending by category, drawn with nivo. Loaded lazily (./lazyCharts.ts) with the first chart
// of its kind, never with the page. Colours and text follow the antd theme; money comes formatted by the caller,
// in the user's currency and language. On a phone it drops its outside labels: the legend and the table below
// the chart name every slice.
import { useCallback, useMemo } from 'react';
import { Swatch, TooltipBox, useAnimate } from './chartParts';
import { ResponsivePie } from './nivo/pie';
import type { PieChartProps } from './types';
import { useChartTheme } from './useChartTheme';
import { useCompact } from './useCompact';

/** Expenses by category; each slice keeps the colour it is given (SPEC's 8 fixed colours, in order). */
export default function PieChart({ slices, ariaLabel, formatValue, formatShare }: PieChartProps) {
  const { colors, nivo } = useChartTheme();
  const compact = useCompact();
  const animate = useAnimate();
  // nivo's pie takes a role but no label: the label goes on its svg through the ref it forwards.
  const labelled = useCallback(
    (svg: SVGSVGElement | null) => svg?.setAttribute('aria-label', ariaLabel),
    [ariaLabel],
  );
  const data = useMemo(() => slices.map((slice) => ({ ...slice })), [slices]);
  return (
    <ResponsivePie
      ref={labelled}
      data={data}
      role="img"
      theme={nivo}
      animate={animate}
      margin={
        compact ? { top: 12, right: 12, bottom: 12, left: 12 } : { top: 24, right: 88, bottom: 24, left: 88 }
      }
      innerRadius={0.55}
      padAngle={1}
      cornerRadius={3}
      activeOuterRadiusOffset={6}
      colors={{ datum: 'data.color' }}
      valueFormat={formatValue}
      enableArcLabels
      arcLabel={(datum) => formatShare(datum.data.percentage)}
      arcLabelsSkipAngle={22}
      arcLabelsTextColor={{ from: 'color', modifiers: [['darker', 2.6]] }}
      enableArcLinkLabels={!compact}
      arcLinkLabel={(datum) => datum.data.label}
      arcLinkLabelsSkipAngle={15}
      arcLinkLabelsTextColor={colors.text}
      arcLinkLabelsColor={{ from: 'color' }}
      arcLinkLabelsThickness={2}
      arcLinkLabelsDiagonalLength={12}
      arcLinkLabelsStraightLength={16}
      tooltip={({ datum }) => (
        <TooltipBox colors={colors}>
          <Swatch color={datum.color} />
          {datum.data.label}: <strong>{datum.formattedValue}</strong> ({formatShare(datum.data.percentage)})
        </TooltipBox>
      )}
    />
  );
}
