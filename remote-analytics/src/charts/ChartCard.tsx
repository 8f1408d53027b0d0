import { Suspense, useId, useState, type ReactNode } from 'react';
import { useDeferredReady } from '@moneta/shared';
import { Button, Card, Flex, Skeleton, Typography } from '@moneta/shared/ui';
import { Empty } from '@moneta/shared/ui/dashboard';
import { useAnalyticsT } from '../i18n';
import { DataTable, type TableData } from './DataTable';

/** Where a chart's figures stand. */
export type ChartStatus = 'loading' | 'failed' | 'empty' | 'ready';

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

interface ChartCardProps {
  title: string;
  status: ChartStatus;
  /** What the card says when the period has nothing to draw. */
  emptyText: string;
  /** The chart's height in pixels. */
  height: number;
  /** The chart's figures, for screen readers and for "Show as table". */
  table: TableData;
  /** Below the chart, wrapping on a narrow screen. */
  legend?: readonly LegendEntry[];
  /** Figures the chart draws beyond the table's, in tables of their own. */
  extraTables?: readonly ExtraTable[];
  /** Below the chart and its legend, chart or table: what goes with the figures (a method, budget lines). */
  footer?: ReactNode;
  /** The chart (from ./lazyCharts), drawn once its code has loaded. */
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
 * A chart with its visible title (the card's region name), its loading, failed and empty states, and its
 * accessible alternative: the same figures as a table, which screen readers always reach and anyone can show
 * in place of the chart.
 */
export function ChartCard({
  title,
  status: answered,
  emptyText,
  height,
  table,
  legend,
  extraTables = [],
  footer,
  children,
}: ChartCardProps) {
  const t = useAnalyticsT();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  // The chart mounts in a render that yields (useDeferredReady); until then the loading state stays.
  const status = useDeferredReady(answered !== 'loading') ? answered : 'loading';

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div role="status" aria-label={t('Loading...')} style={{ minHeight: height }}>
        <Skeleton active title={false} paragraph={{ rows: 5 }} />
      </div>
    );
  } else if (status === 'failed') {
    body = (
      <Flex align="center" justify="center" style={{ minHeight: height / 2 }}>
        <Typography.Text type="secondary">{t('These figures could not be loaded.')}</Typography.Text>
      </Flex>
    );
  } else if (status === 'empty') {
    body = (
      <Flex align="center" justify="center" style={{ minHeight: height / 2 }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      </Flex>
    );
  } else {
    body = (
      <Flex vertical gap="small">
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
    );
  }

  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      style={{ height: '100%' }}
      styles={{ body: { paddingInline: 12 } }}
      title={
        <Typography.Title level={3} id={titleId} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
    >
      {body}
    </Card>
  );
}
