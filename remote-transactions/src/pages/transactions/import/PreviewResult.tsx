import { localeAtom, useSharedAtom, type ImportPreview, type ImportRow } from '@moneta/shared';
import { Flex, Typography } from '@moneta/shared/ui';
import { Col, Row, Tag } from '@moneta/shared/ui/dashboard';
import { Statistic } from '@moneta/shared/ui/display';
import { Table, type TableColumnsType } from '@moneta/shared/ui/table';
import { formatSignedAmount, formatTransactionDate } from '@moneta/shared/transactions';
import { categoryLabel } from '@moneta/shared/categories';
import { useTransactionsT } from '../../../i18n';

const STATUS_COLORS: Record<ImportRow['status'], string> = {
  valid: 'success',
  invalid: 'error',
  duplicate: 'warning',
};
const STATUS_LABELS = {
  valid: 'Valid',
  invalid: 'Invalid',
  duplicate: 'Duplicate',
} as const satisfies Record<ImportRow['status'], string>;

/** The preview's totals, its first rows as they will be read, and the rows that will be skipped and why. */
export function PreviewResult({ preview }: { preview: ImportPreview }) {
  const t = useTransactionsT();
  const { currency, language } = useSharedAtom(localeAtom);
  const { totals, sample, problems } = preview;
  const problemCount = totals.invalid + totals.duplicates;

  const status = (row: ImportRow) => (
    <Tag color={STATUS_COLORS[row.status]}>{t(STATUS_LABELS[row.status])}</Tag>
  );
  const lineColumn = { key: 'line', title: t('Line'), dataIndex: 'line', width: 70 };
  const sampleColumns: TableColumnsType<ImportRow> = [
    lineColumn,
    {
      key: 'date',
      title: t('Date'),
      dataIndex: 'date',
      width: 120,
      render: (date: string | null) => {
        const label = formatTransactionDate(date, language);
        return label.ok ? label.text : t(label.message);
      },
    },
    { key: 'description', title: t('Title'), dataIndex: 'description' },
    {
      key: 'amount',
      title: t('Amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: number | null, row) =>
        amount === null || row.type === null ? '' : formatSignedAmount(amount, row.type, currency, language),
    },
    {
      key: 'category',
      title: t('Category'),
      dataIndex: 'category',
      render: (category: string | null) => (category ? categoryLabel(t, category) : ''),
    },
    { key: 'status', title: t('Status'), width: 110, render: (_: unknown, row) => status(row) },
  ];
  const problemColumns: TableColumnsType<ImportRow> = [
    lineColumn,
    { key: 'status', title: t('Status'), width: 110, render: (_: unknown, row) => status(row) },
    {
      key: 'problems',
      title: t('Reason'),
      render: (_: unknown, row) => row.problems.map((problem) => t(problem)).join(' '),
    },
  ];

  return (
    <Flex vertical gap="middle">
      <Row gutter={[16, 16]}>
        {(
          [
            ['Rows', totals.rows, undefined],
            ['Valid', totals.valid, 'var(--ant-color-success)'],
            ['Invalid', totals.invalid, totals.invalid ? 'var(--ant-color-error)' : undefined],
            ['Duplicates', totals.duplicates, totals.duplicates ? 'var(--ant-color-warning)' : undefined],
          ] as const
        ).map(([label, value, color]) => (
          <Col key={label} xs={12} sm={6}>
            <Statistic title={t(label)} value={value} styles={{ content: color ? { color } : undefined }} />
          </Col>
        ))}
      </Row>
      <Flex vertical gap="small">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('First rows')}
        </Typography.Title>
        <Table<ImportRow>
          rowKey="line"
          size="small"
          columns={sampleColumns}
          dataSource={sample}
          pagination={false}
          scroll={{ x: 640 }}
        />
      </Flex>
      {problemCount > 0 ? (
        <Flex vertical gap="small">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('Rows that will be skipped')}
          </Typography.Title>
          {problems.length < problemCount ? (
            <Typography.Text type="secondary">
              {t('Showing the first {{shown, number}} of {{total, number}}.', {
                shown: problems.length,
                total: problemCount,
              })}
            </Typography.Text>
          ) : null}
          <Table<ImportRow>
            rowKey="line"
            size="small"
            columns={problemColumns}
            dataSource={problems}
            pagination={false}
            scroll={{ y: 240 }}
          />
        </Flex>
      ) : null}
    </Flex>
  );
}
