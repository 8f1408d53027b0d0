// The pie chart of spending by category, drawn with nivo. Loaded lazily (./lazyCharts.ts) with the first chart
// of its kind, never with the page. Colours and text follow the antd theme; money comes formatted by the caller,
// in the user's currency and language. Slices carry their share; the legend and the table below the chart name
// them (outside labels ran past the card's edges wherever the card is narrow, which is most places).
import { useCallback, useMemo } from 'react';
import { Swatch, TooltipBox, useAnimate } from './chartParts';
import { textColorOn } from './contrast';
import { ResponsivePie } from './nivo/pie';
import type { PieChartProps } from './types';
import { useChartTheme } from './useChartTheme';

/** Expenses by category; each slice keeps the colour it is given, its share written in black or white on it. */
export default function PieChart({ slices, ariaLabel, formatValue, formatShare }: PieChartProps) {
  const { colors, nivo } = useChartTheme();
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
      margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
      innerRadius={0.55}
      padAngle={1}
      cornerRadius={3}
      activeOuterRadiusOffset={6}
      colors={{ datum: 'data.color' }}
      valueFormat={formatValue}
      enableArcLabels
      arcLabel={(datum) => formatShare(datum.data.percentage)}
      arcLabelsSkipAngle={22}
      arcLabelsTextColor={(datum) => textColorOn(datum.color)}
      enableArcLinkLabels={false}
      tooltip={({ datum }) => (
        <TooltipBox colors={colors}>
          <Swatch color={datum.color} />
          {datum.data.label}: <strong>{datum.formattedValue}</strong> ({formatShare(datum.data.percentage)})
        </TooltipBox>
      )}
    />
  );
}
