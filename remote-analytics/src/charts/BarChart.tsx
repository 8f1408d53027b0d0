// The bar chart of the expense categories, drawn with nivo. Loaded lazily (./lazyCharts.ts) with the first chart
// of its kind, never with the page. Colours and text follow the antd theme; money comes formatted by the caller,
// in the user's currency and language. On a phone the value axis carries fewer ticks.
import { useMemo } from 'react';
import { Swatch, TooltipBox, useAnimate } from './chartParts';
import { ResponsiveBar } from './nivo/bar';
import type { BarChartProps } from './types';
import { useChartTheme } from './useChartTheme';
import { useCompact } from './useCompact';

/** One horizontal bar per category, in the order given: the first at the top. */
export default function BarChart({ bars, color, ariaLabel, formatValue, formatTick }: BarChartProps) {
  const { colors, nivo } = useChartTheme();
  const compact = useCompact();
  const animate = useAnimate();
  // nivo stacks a horizontal chart's rows from the bottom: reversed, the list reads top-down.
  const data = useMemo(() => [...bars].reverse().map((bar) => ({ ...bar })), [bars]);
  const ticks = compact ? 3 : 5;
  return (
    <ResponsiveBar
      data={data}
      keys={['value']}
      indexBy="label"
      layout="horizontal"
      role="img"
      ariaLabel={ariaLabel}
      theme={nivo}
      animate={animate}
      margin={{ top: 4, right: compact ? 20 : 32, bottom: 32, left: compact ? 104 : 124 }}
      padding={0.3}
      valueScale={{ type: 'linear', min: 0, nice: true }}
      colors={[color]}
      borderRadius={2}
      enableLabel={false}
      enableGridX
      enableGridY={false}
      gridXValues={ticks}
      valueFormat={formatValue}
      axisBottom={{
        tickValues: ticks,
        tickSize: 0,
        tickPadding: 8,
        format: (value) => formatTick(Number(value)),
      }}
      axisLeft={{ tickSize: 0, tickPadding: 8 }}
      tooltip={({ indexValue, formattedValue }) => (
        <TooltipBox colors={colors}>
          <Swatch color={color} />
          {indexValue}: <strong>{formattedValue}</strong>
        </TooltipBox>
      )}
    />
  );
}
