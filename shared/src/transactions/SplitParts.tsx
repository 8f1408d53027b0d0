// The parts of a split transaction in the editor: a category of the transaction's type, a share of the amount
// and notes each; what is still to assign is shown as the person types, so the sum is right before saving.
import {
  formatMoney,
  preferencesAtom,
  SPLIT_MAX_PARTS,
  useSharedAtom,
  type TransactionType,
} from '@moneta/shared';
import { Form, Input } from '@moneta/shared/ui/form';
import { Button, Flex, Typography } from '@moneta/shared/ui';
import { Select } from '@moneta/shared/ui/controls';
import { InputNumber } from '@moneta/shared/ui/fields';
import { Col, DeleteOutlined, PlusOutlined, Row } from '@moneta/shared/ui/dashboard';
import { useCategoryPicker } from '@moneta/shared/categories';
import { useEditorT } from './i18n';
import { TagSelect } from './TagSelect';
import {
  centsOf,
  splitsMessage,
  splitsRule,
  type SplitPartValues,
  type TransactionFormValues,
} from './transactionForm';

/** `keep`: the categories the parts have now, offered even if hidden since. */
export function SplitParts({ type, keep }: { type: TransactionType; keep: readonly string[] }) {
  const t = useEditorT();
  const { currency } = useSharedAtom(preferencesAtom);
  const form = Form.useFormInstance();
  const categories = useCategoryPicker(t, { type, keep });

  return (
    <fieldset style={{ border: 0, margin: '0 0 24px', padding: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 'inherit', marginBottom: 8, fontWeight: 600 }}>{t('Parts')}</legend>
      <Form.List
        name="splits"
        rules={[
          {
            validator: async () => {
              const message = splitsMessage(form.getFieldsValue(true));
              if (message) throw new Error(message);
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap="small">
            {fields.map((field, index) => (
              <Row key={field.key} gutter={8} align="top" wrap>
                <Col xs={24} sm={8}>
                  <Form.Item
                    name={[field.name, 'category']}
                    rules={[splitsRule(index, 'category')]}
                    style={{ marginBottom: 8 }}
                  >
                    <Select
                      {...categories.selectProps}
                      notFoundContent={categories.loading ? t('Loading categories...') : undefined}
                      // A hundred options at most: all rendered, so that search and tests find each.
                      virtual={false}
                      placeholder={t('Select a category')}
                      aria-label={t('Category of part {{number}}', { number: index + 1 })}
                    />
                  </Form.Item>
                </Col>
                <Col xs={10} sm={6}>
                  <Form.Item
                    name={[field.name, 'amount']}
                    rules={[splitsRule(index, 'amount')]}
                    style={{ marginBottom: 8 }}
                  >
                    <InputNumber<number>
                      min={0.01}
                      step={0.01}
                      prefix={currency}
                      style={{ width: '100%' }}
                      aria-label={t('Amount of part {{number}}', { number: index + 1 })}
                    />
                  </Form.Item>
                </Col>
                <Col xs={10} sm={8}>
                  <Form.Item name={[field.name, 'notes']} style={{ marginBottom: 8 }}>
                    <Input
                      maxLength={2000}
                      placeholder={t('Notes')}
                      aria-label={t('Notes of part {{number}}', { number: index + 1 })}
                    />
                  </Form.Item>
                </Col>
                <Col xs={4} sm={2}>
                  <Button
                    type="text"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('Remove part {{number}}', { number: index + 1 })}
                    disabled={fields.length <= 2}
                    onClick={() => remove(field.name)}
                  />
                </Col>
                <Col xs={20} sm={22}>
                  <Form.Item
                    name={[field.name, 'tags']}
                    rules={[splitsRule(index, 'tags')]}
                    style={{ marginBottom: 8 }}
                  >
                    <TagSelect aria-label={t('Tags of part {{number}}', { number: index + 1 })} />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Flex justify="space-between" align="center" wrap gap="small">
              <Button
                icon={<PlusOutlined aria-hidden />}
                disabled={fields.length >= SPLIT_MAX_PARTS}
                onClick={() => {
                  const left = leftCents(form.getFieldsValue(true));
                  add({ category: undefined, amount: left > 0 ? left / 100 : null, notes: '', tags: [] });
                }}
              >
                {t('Add part')}
              </Button>
              <Form.Item noStyle shouldUpdate>
                {() => <LeftToAssign values={form.getFieldsValue(true)} />}
              </Form.Item>
            </Flex>
            <Form.Item style={{ marginBottom: 0 }}>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          </Flex>
        )}
      </Form.List>
    </fieldset>
  );
}

/** What the parts leave of the amount, in cents: negative when they come to more. */
function leftCents(values: Pick<TransactionFormValues, 'amount' | 'splits'>): number {
  const parts: Array<SplitPartValues | undefined> = values.splits ?? [];
  return centsOf(values.amount) - parts.reduce((sum, part) => sum + centsOf(part?.amount), 0);
}

/** The amount still to assign to a part, or that the parts go over it, as the person types. */
function LeftToAssign({ values }: { values: TransactionFormValues }) {
  const t = useEditorT();
  const { currency, language } = useSharedAtom(preferencesAtom);
  const left = leftCents(values);
  const money = (cents: number) => formatMoney(cents / 100, currency, language);
  return (
    <Typography.Text role="status" strong>
      {left === 0
        ? t('All assigned')
        : left > 0
          ? t('{{amount}} left to assign', { amount: money(left) })
          : t('{{amount}} over the amount', { amount: money(-left) })}
    </Typography.Text>
  );
}
