// The line and area charts over months, drawn with nivo. Loaded lazily (./lazyCharts.ts) with the first chart
// of its kind, never with the page. Colours and text follow the antd theme; money comes formatted by the caller,
// in the user's currency and language. On a phone the axes carry fewer ticks.
import { useMemo } from 'react';
import { everyNth, Swatch, TooltipBox, useAnimate } from './chartParts';
import { ResponsiveLine } from './nivo/line';
import type { LineChartProps } from './types';
import { useChartTheme } from './useChartTheme';
import { useCompact } from './useCompact';

/** Months on x, one line per series (an area under a single one); money on y. */
export default function LineChart({
  points,
  series,
  area = false,
  ariaLabel,
  formatValue,
  formatTick,
}: LineChartProps) {
  const { colors, nivo } = useChartTheme();
  const compact = useCompact();
  const animate = useAnimate();
  const data = useMemo(
    () =>
      series.map((line) => ({
        id: line.label,
        data: points.map((point, index) => ({ x: point.key, y: line.values[index] ?? 0 })),
      })),
    [points, series],
  );
  const labelOf = useMemo(() => new Map(points.map((point) => [point.key, point])), [points]);
  const lowest = Math.min(0, ...series.flatMap((line) => line.values));
  const xTicks = everyNth(
    points.map((point) => point.key),
    compact ? 4 : 12,
  );
  const yTicks = compact ? 4 : 5;
  return (
    <ResponsiveLine
      data={data}
      role="img"
      ariaLabel={ariaLabel}
      theme={nivo}
      animate={animate}
      margin={{ top: 12, right: 28, bottom: 32, left: compact ? 56 : 72 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: lowest, max: 'auto', nice: true }}
      colors={series.map((line) => line.color)}
      curve="monotoneX"
      lineWidth={2}
      enableArea={area}
      areaOpacity={0.18}
      areaBaselineValue={0}
      pointSize={points.length > 16 ? 0 : compact ? 5 : 7}
      pointColor={colors.background}
      pointBorderWidth={2}
      pointBorderColor={{ from: 'seriesColor' }}
      enableGridX={false}
      gridYValues={yTicks}
      axisBottom={{
        tickValues: xTicks,
        tickSize: 0,
        tickPadding: 10,
        format: (key: string) => labelOf.get(key)?.short ?? key,
      }}
      axisLeft={{
        tickValues: yTicks,
        tickSize: 0,
        tickPadding: 8,
        format: (value) => formatTick(Number(value)),
      }}
      enableSlices="x"
      sliceTooltip={({ slice }) => {
        const key = String(slice.points[0]?.data.x ?? '');
        return (
          <TooltipBox colors={colors}>
            <div style={{ fontWeight: 600, marginBottom: 4 }}>{labelOf.get(key)?.long ?? key}</div>
            {slice.points.map((point) => (
              <div key={point.id}>
                <Swatch color={point.seriesColor} />
                {point.seriesId}: <strong>{formatValue(Number(point.data.y))}</strong>
              </div>
            ))}
          </TooltipBox>
        );
      }}
    />
  );
}
