import { Suspense, useState, type ReactNode } from 'react';
import { Button, Flex, Skeleton, Typography } from '@moneta/shared/ui';
import { DataTable, type TableData } from '../../charts/DataTable';
import { useAnalyticsT } from '../../i18n';
import { AnalyticsCard } from './AnalyticsCard';
import type { Answer } from './status';

/** The height of a chart over months or of a pie, in pixels. */
export const CHART_HEIGHT = 300;

export interface LegendEntry {
  label: string;
  color: string;
  /** A dashed line rather than a square: a forecast. */
  dashed?: boolean;
}

/** A further table of the chart's figures (a forecast's), with its own name. */
export interface ExtraTable {
  caption: string;
  data: TableData;
}

interface ChartCardProps<T> {
  title: string;
  answer: Answer<T>;
  /** Whether the answer has nothing to draw. */
  isEmpty: (data: T) => boolean;
  /** What the card says when the period has nothing to draw. */
  emptyText: string;
  /** The chart's height in pixels. */
  height: number;
  /** The chart's figures, for screen readers and for "Show as table". */
  table: TableData;
  /** Above the chart or its table: a choice of what they show. */
  toolbar?: ReactNode;
  /** Below the chart, wrapping on a narrow screen. */
  legend?: readonly LegendEntry[];
  /** Figures the chart draws beyond the table's, in tables of their own. */
  extraTables?: readonly ExtraTable[];
  /** Below the chart and its legend, chart or table: what goes with the figures (a method, budget lines). */
  footer?: ReactNode;
  /** The chart (from ../../charts/lazyCharts), drawn once its code has loaded. */
  children: ReactNode;
}

function Legend({ entries }: { entries: readonly LegendEntry[] }) {
  return (
    // The chart's label and its table name every series already: the legend is for the eye.
    <Flex wrap gap="small" aria-hidden style={{ flex: 1 }}>
      {entries.map((entry) => (
        <Flex key={entry.label} align="center" gap={6}>
          {entry.dashed ? (
            <span style={{ width: 14, borderTop: `2px dashed ${entry.color}` }} />
          ) : (
            <span style={{ width: 10, height: 10, borderRadius: 2, background: entry.color }} />
          )}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {entry.label}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * An analytics card drawing a chart, with its accessible alternative: the same figures as a table, which
 * screen readers always reach and anyone can show in place of the chart.
 */
export function ChartCard<T>({
  title,
  answer,
  isEmpty,
  emptyText,
  height,
  table,
  toolbar,
  legend,
  extraTables = [],
  footer,
  children,
}: ChartCardProps<T>) {
  const t = useAnalyticsT();
  // Kept while the card reloads (another period): the table stays shown once chosen.
  const [asTable, setAsTable] = useState(false);
  return (
    <AnalyticsCard
      title={title}
      answer={answer}
      isEmpty={isEmpty}
      emptyText={emptyText}
      minHeight={height}
      loadingRows={5}
      bodyStyle={{ paddingInline: 12 }}
    >
      {() => (
        <Flex vertical gap="small">
          {toolbar}
          {asTable ? null : (
            <div style={{ height }}>
              <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 5 }} />}>
                {children}
              </Suspense>
            </div>
          )}
          <DataTable caption={title} data={table} visible={asTable} />
          {extraTables.map((extra) => (
            <DataTable
              key={extra.caption}
              caption={extra.caption}
              data={extra.data}
              visible={asTable}
              showCaption
            />
          ))}
          <Flex align="center" justify="space-between" gap="small" wrap>
            {!asTable && legend && legend.length > 0 ? <Legend entries={legend} /> : <span />}
            <Button type="link" size="small" onClick={() => setAsTable((shown) => !shown)}>
              {asTable ? t('Show as chart') : t('Show as table')}
            </Button>
          </Flex>
          {footer}
        </Flex>
      )}
    </AnalyticsCard>
  );
}
