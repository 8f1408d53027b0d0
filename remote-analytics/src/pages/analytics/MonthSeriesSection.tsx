import type { ReactNode } from 'react';
import { LineChart } from '../../charts/lazyCharts';
import type { ChartPoint, ChartSeries } from '../../charts/types';
import { useAnalyticsT } from '../../i18n';
import { CHART_HEIGHT, ChartCard, type ExtraTable, type LegendEntry } from './ChartCard';
import type { MonthDays } from './format';
import type { Answer } from './status';
import { useFormat } from './useFormat';

/** A figure of each month: a column of the table, and a line of the chart when it has a colour. */
export interface MonthFigure<M> {
  id: string;
  /** The column's and the line's name. */
  label: string;
  value: (month: M) => number;
  /** The line's colour; without one the figure is only in the table. */
  color?: string;
  /** The figure as the table writes it; money unless said. */
  format?: (value: number) => string;
}

/** The forecast of the months after the period's, drawn dashed after its actual months. */
export interface MonthsForecast {
  /** The months only forecast (YYYY-MM), labelled as whole months. */
  months: readonly string[];
  /** The dashed lines: their values (and range) over those months, in their order. */
  series: readonly ChartSeries[];
  /** The legend's entry for the dashed lines. */
  legend: LegendEntry;
  /** Every forecast figure, the ones not drawn too. */
  table: ExtraTable;
  /** How the forecast was worked out. */
  footer: ReactNode;
}

interface MonthSeriesSectionProps<T, M extends MonthDays> {
  title: string;
  answer: Answer<T>;
  /** The period's months in the answer, oldest first. */
  months: (data: T) => readonly M[];
  figures: readonly MonthFigure<M>[];
  /** What the card says when every drawn figure of every month is zero. */
  emptyText: string;
  /** The chart's name for screen readers. */
  ariaLabel: string;
  /** The area under the line filled (a single line). */
  area?: boolean;
  /** A legend under the chart (several lines). */
  legend?: boolean;
  forecast?: MonthsForecast;
}

/**
 * A chart of figures per month of the period and its table, a row a month: each month is labelled by the days
 * of it the period covers when that is not the whole month. The card is empty when no drawn figure has a value.
 */
export function MonthSeriesSection<T, M extends MonthDays>({
  title,
  answer,
  months: monthsOf,
  figures,
  emptyText,
  ariaLabel,
  area = false,
  legend = false,
  forecast,
}: MonthSeriesSectionProps<T, M>) {
  const t = useAnalyticsT();
  const format = useFormat();
  const months = answer.data === undefined ? [] : monthsOf(answer.data);
  const ahead = forecast?.months ?? [];
  const drawn = figures.filter((figure): figure is MonthFigure<M> & { color: string } => !!figure.color);
  const points: ChartPoint[] = [
    ...months.map((month) => ({
      key: month.monthYear,
      short: format.monthDays(month, 'short'),
      long: format.monthDays(month, 'long'),
    })),
    ...ahead.map((monthYear) => ({
      key: monthYear,
      short: format.month(monthYear, 'short'),
      long: format.month(monthYear, 'long'),
    })),
  ];
  // The actual lines end where the forecast starts; the forecast's lines start there.
  const noneAhead = ahead.map(() => null);
  const noneActual = months.map(() => null);
  const series: ChartSeries[] = [
    ...drawn.map((figure) => ({
      id: figure.id,
      label: figure.label,
      color: figure.color,
      values: [...months.map(figure.value), ...noneAhead],
    })),
    ...(forecast?.series ?? []).map((line) => ({
      ...line,
      values: [...noneActual, ...line.values],
      band: line.band && {
        low: [...noneActual, ...line.band.low],
        high: [...noneActual, ...line.band.high],
      },
    })),
  ];
  return (
    <ChartCard
      title={title}
      answer={answer}
      isEmpty={(data) => monthsOf(data).every((month) => drawn.every((figure) => figure.value(month) === 0))}
      emptyText={emptyText}
      height={CHART_HEIGHT}
      legend={legend ? [...drawn, ...(forecast ? [forecast.legend] : [])] : undefined}
      table={{
        columns: [t('Month'), ...figures.map((figure) => figure.label)],
        rows: months.map((month) => ({
          key: month.monthYear,
          cells: [
            format.monthDays(month, 'long'),
            ...figures.map((figure) => (figure.format ?? format.money)(figure.value(month))),
          ],
        })),
      }}
      extraTables={forecast ? [forecast.table] : []}
      footer={forecast?.footer}
    >
      <LineChart
        area={area}
        points={points}
        series={series}
        ariaLabel={ariaLabel}
        formatValue={format.money}
        formatTick={format.compactMoney}
      />
    </ChartCard>
  );
}
