import { useId } from 'react';
import { IMPORT_DATE_FORMATS, type ImportDateFormat, type ImportMapping } from '@moneta/shared';
import { Form } from '@moneta/shared/ui/form';
import { Col, Row } from '@moneta/shared/ui/dashboard';
import { Select } from '@moneta/shared/ui/controls';
import { useTransactionsT } from '../../../i18n';

type ColumnField = 'date' | 'description' | 'amount' | 'type' | 'category' | 'notes' | 'tags';

const COLUMN_FIELDS = [
  { field: 'date', label: 'Date column', optional: null },
  { field: 'description', label: 'Title column', optional: null },
  { field: 'amount', label: 'Amount column', optional: null },
  { field: 'type', label: 'Type column', optional: "Use the amount's sign" },
  { field: 'category', label: 'Category column', optional: 'None' },
  { field: 'notes', label: 'Description column', optional: 'None' },
  { field: 'tags', label: 'Tags column', optional: 'None' },
] as const satisfies readonly { field: ColumnField; label: string; optional: string | null }[];

interface MappingFormProps {
  headers: string[];
  mapping: ImportMapping;
  onChange: (change: Partial<ImportMapping>) => void;
}

/** Which CSV column holds each field, pre-filled with the server's guess; every change previews again. */
export function MappingForm({ headers, mapping, onChange }: MappingFormProps) {
  const t = useTransactionsT();
  const idPrefix = useId();
  const headerOptions = headers.map((header) => ({ value: header, label: header }));

  return (
    <Form layout="vertical" component="div">
      <Row gutter={[16, 0]}>
        {COLUMN_FIELDS.map(({ field, label, optional }) => (
          <Col key={field} xs={12} md={8}>
            <Form.Item label={t(label)} htmlFor={`${idPrefix}-${field}`} style={{ marginBottom: 12 }}>
              <Select<string>
                id={`${idPrefix}-${field}`}
                value={mapping[field] ?? ''}
                options={optional ? [{ value: '', label: t(optional) }, ...headerOptions] : headerOptions}
                onChange={(value) => onChange({ [field]: value || undefined })}
              />
            </Form.Item>
          </Col>
        ))}
        <Col xs={12} md={8}>
          <Form.Item label={t('Date format')} htmlFor={`${idPrefix}-dateFormat`} style={{ marginBottom: 12 }}>
            <Select<ImportDateFormat>
              id={`${idPrefix}-dateFormat`}
              value={mapping.dateFormat}
              options={IMPORT_DATE_FORMATS.map((format) => ({ value: format, label: format }))}
              onChange={(dateFormat) => onChange({ dateFormat })}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
