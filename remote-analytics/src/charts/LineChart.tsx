// The line and area charts over months, drawn with nivo. Loaded lazily (./lazyCharts.ts) with the first chart
// of its kind, never with the page. Colours and text follow the antd theme; money comes formatted by the caller,
// in the user's currency and language. On a phone the axes carry fewer ticks. A series may be a forecast: drawn
// dashed, with its range shaded behind it (two layers of this file's own in place of nivo's lines).
import { useMemo } from 'react';
import type { LineSvgLayer } from '@nivo/line';
import { everyNth, Swatch, TooltipBox, useAnimate } from './chartParts';
import { ResponsiveLine } from './nivo/line';
import type { ChartPoint, ChartSeries, LineChartProps } from './types';
import { useChartTheme } from './useChartTheme';
import { useCompact } from './useCompact';

type Datum = { x: string; y: number | null };
type Series = { id: string; data: readonly Datum[] };

/** What the layers below read of nivo's own: its scales, its computed series and its line generator. */
interface LayerProps {
  series: readonly { id: string; color: string; data: readonly { position: { x: number; y: number } }[] }[];
  xScale: (x: string) => number;
  yScale: (y: number | null) => number;
  lineGenerator: (points: { x: number; y: number }[]) => string | null;
}

const DASH = '6 4';
const BAND_OPACITY = 0.14;

/** Each series' line, solid, or dashed for a forecast. nivo draws every line alike. */
function linesLayer(dashed: ReadonlySet<string>) {
  return function Lines({ series, lineGenerator }: LayerProps) {
    return (
      <g>
        {series.map((line) => (
          <path
            key={line.id}
            d={lineGenerator(line.data.map((datum) => datum.position)) ?? undefined}
            fill="none"
            stroke={line.color}
            strokeWidth={2}
            strokeDasharray={dashed.has(line.id) ? DASH : undefined}
          />
        ))}
      </g>
    );
  };
}

/** The shaded ranges: from each point's low up to its high, where both are known. */
function bandsLayer(series: readonly ChartSeries[], points: readonly ChartPoint[]) {
  return function Bands({ xScale, yScale }: LayerProps) {
    return (
      <g>
        {series.map((line) => {
          const band = line.band;
          if (!band) return null;
          const known = points.flatMap((point, index) => {
            const low = band.low[index];
            const high = band.high[index];
            return low === null || low === undefined || high === null || high === undefined
              ? []
              : [{ x: xScale(point.key), low: yScale(low), high: yScale(high) }];
          });
          if (known.length === 0) return null;
          const upper = known.map((point) => `${point.x},${point.high}`);
          const lower = [...known].reverse().map((point) => `${point.x},${point.low}`);
          return (
            <path
              key={line.id}
              d={`M${[...upper, ...lower].join('L')}Z`}
              fill={line.color}
              fillOpacity={BAND_OPACITY}
              stroke="none"
            />
          );
        })}
      </g>
    );
  };
}

const present = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/** About how wide the plot is (the card's width less the axes' margins), and a label's character, in pixels. */
const PLOT_WIDTH = { phone: 240, wide: 480 };
const CHARACTER_WIDTH = 6.5;
const TICK_GAP = 16;

/** How many x labels fit side by side: labels with the year in full, or a range of days, are long. */
function tickRoom(points: readonly ChartPoint[], compact: boolean): number {
  const longest = Math.max(1, ...points.map((point) => point.short.length));
  const width = compact ? PLOT_WIDTH.phone : PLOT_WIDTH.wide;
  return Math.max(2, Math.floor(width / (longest * CHARACTER_WIDTH + TICK_GAP)));
}

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
  const data = useMemo<Series[]>(
    () =>
      series.map((line) => ({
        id: line.label,
        data: points.map((point, index) => ({ x: point.key, y: line.values[index] ?? null })),
      })),
    [points, series],
  );
  const labelOf = useMemo(() => new Map(points.map((point) => [point.key, point])), [points]);
  const bySeries = useMemo(() => new Map(series.map((line) => [line.label, line])), [series]);
  const hasForecast = series.some((line) => line.dashed || line.band);
  const layers = useMemo((): LineSvgLayer<Series>[] | undefined => {
    if (!hasForecast) return undefined;
    const dashed = new Set(series.filter((line) => line.dashed).map((line) => line.label));
    return [
      'grid',
      'markers',
      'axes',
      bandsLayer(series, points),
      'areas',
      'crosshair',
      linesLayer(dashed),
      'points',
      'slices',
      'mesh',
      'legends',
    ];
  }, [hasForecast, series, points]);

  // A range reaches past the lines: the scale takes it in.
  const figures = series.flatMap((line) => [
    ...line.values,
    ...(line.band ? [...line.band.low, ...line.band.high] : []),
  ]);
  const known = figures.filter(present);
  const lowest = Math.min(0, ...known);
  const highest = hasForecast ? Math.max(0, ...known) : 'auto';
  const xTicks = everyNth(
    points.map((point) => point.key),
    tickRoom(points, compact),
  );
  const yTicks = compact ? 4 : 5;
  // Room beside the plot for the axes' outermost labels: the longest money label (the largest figure, one
  // character more for the axis's rounding up), and half the last month's label, which is centred on its point.
  const moneyLabel =
    Math.max(...[lowest, Math.max(0, ...known)].map((value) => formatTick(value).length)) + 1;
  const lastLabel = labelOf.get(xTicks.at(-1) ?? '')?.short.length ?? 0;
  const margin = {
    top: 12,
    right: Math.max(28, Math.ceil((lastLabel * CHARACTER_WIDTH) / 2) + 4),
    bottom: 32,
    left: Math.max(compact ? 56 : 72, Math.ceil(moneyLabel * CHARACTER_WIDTH) + 12),
  };

  /** A forecast's value in the tooltip, with its range. */
  const valueText = (seriesId: string, key: string, value: number) => {
    const line = bySeries.get(seriesId);
    const index = points.findIndex((point) => point.key === key);
    const low = line?.band?.low[index];
    const high = line?.band?.high[index];
    return present(low) && present(high)
      ? `${formatValue(value)} (${formatValue(low)} – ${formatValue(high)})`
      : formatValue(value);
  };

  return (
    <ResponsiveLine
      data={data}
      role="img"
      ariaLabel={ariaLabel}
      theme={nivo}
      animate={animate}
      margin={margin}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: lowest, max: highest, nice: true }}
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
      {...(layers ? { layers } : {})}
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
                {point.seriesId}:{' '}
                <strong>{valueText(String(point.seriesId), key, Number(point.data.y))}</strong>
              </div>
            ))}
          </TooltipBox>
        );
      }}
    />
  );
}
