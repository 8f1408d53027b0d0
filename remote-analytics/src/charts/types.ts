// What the charts draw: figures already in the screen's words (translated labels) and a formatter for money.

/** One point of a chart over months: its key (YYYY-MM) and its labels for an axis and for a tooltip. */
export interface ChartPoint {
  key: string;
  short: string;
  long: string;
}

export interface ChartSeries {
  id: string;
  label: string;
  color: string;
  /** One value per point; null where the series has none (actual figures end, a forecast starts). */
  values: readonly (number | null)[];
  /** Drawn dashed: a forecast. */
  dashed?: boolean;
  /** A range around the values, drawn shaded: its low and high per point, null where there is none. */
  band?: { low: readonly (number | null)[]; high: readonly (number | null)[] };
}

export interface LineChartProps {
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
  /** Fills the area under the line (a single series). */
  area?: boolean;
  ariaLabel: string;
  /** Full money, for the tooltip. */
  formatValue: (value: number) => string;
  /** Short money, for the axis. */
  formatTick: (value: number) => string;
}

export interface PieSlice {
  id: string;
  label: string;
  value: number;
  /** Percent of the whole, one decimal. */
  percentage: number;
  color: string;
}

export interface PieChartProps {
  slices: readonly PieSlice[];
  ariaLabel: string;
  formatValue: (value: number) => string;
  formatShare: (percentage: number) => string;
}

export interface Bar {
  id: string;
  label: string;
  value: number;
}

export interface BarChartProps {
  bars: readonly Bar[];
  color: string;
  ariaLabel: string;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
}
