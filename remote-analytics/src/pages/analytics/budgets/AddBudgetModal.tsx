// "Add budget": an expense category without a budget, its monthly amount and whether what is left rolls over.
// Loaded with its first opening. The fields are checked with shared's schema, so the messages are the API's.
import { useState } from 'react';
import type { ExpenseCategory, Failure } from '@moneta/shared';
import { categoryLabel } from '@moneta/shared/categories';
import { budgetInputSchema } from '@moneta/shared/forms';
import { analyticsFailure, Button, ErrorAlert, Flex } from '@moneta/shared/ui';
import { Select } from '@moneta/shared/ui/controls';
import { Modal, Switch } from '@moneta/shared/ui/dashboard';
import { applyFieldErrors, Form, zodRule } from '@moneta/shared/ui/form';
import { InputNumber } from '@moneta/shared/ui/fields';
import { useAnalyticsT } from '../../../i18n';
import { checkBudget } from './budgetCheck';
import { changedElsewhere } from '@moneta/shared/query';
import { useSetBudget } from './queries';

interface AddBudgetValues {
  category: ExpenseCategory | undefined;
  amount: number | null;
  rollover: boolean;
}

interface AddBudgetModalProps {
  /** The month the tab shows: the answer shows it. */
  month: string;
  /** The person's expense categories on offer (not hidden) without a budget, in their order. */
  categories: readonly ExpenseCategory[];
  onClose: () => void;
  onAdded: (category: ExpenseCategory) => void;
}

const FIELDS = ['category', 'amount', 'rollover'] as const;

export default function AddBudgetModal({ month, categories, onClose, onAdded }: AddBudgetModalProps) {
  const t = useAnalyticsT();
  const [form] = Form.useForm<AddBudgetValues>();
  const [failure, setFailure] = useState<Failure | null>(null);
  const save = useSetBudget(month);

  const submit = (values: AddBudgetValues) => {
    if (!values.category) return;
    const check = checkBudget(values.category, values.amount, values.rollover);
    if (!check.ok) return;
    setFailure(null);
    // Made as a new budget: one set meanwhile elsewhere is not overwritten unseen.
    save.mutate(
      { ...check.line, updatedAt: null },
      {
        onSuccess: () => onAdded(check.line.category),
        onError: (error) => {
          if (changedElsewhere(error)) onClose();
          else if (!applyFieldErrors(form, error, FIELDS, (text) => t(text)))
            setFailure(analyticsFailure(error));
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('Add budget')}
      footer={null}
      width={440}
      mask={{ closable: false }}
      onCancel={onClose}
    >
      <Flex vertical gap="middle">
        <ErrorAlert
          message={failure?.message ?? null}
          values={failure?.values}
          onClose={() => setFailure(null)}
        />
        <Form<AddBudgetValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ category: undefined, amount: null, rollover: false }}
          onFinish={submit}
        >
          <Form.Item name="category" label={t('Category')} rules={[zodRule(budgetInputSchema, 'category')]}>
            <Select<ExpenseCategory>
              placeholder={t('Choose a category')}
              options={categories.map((category) => ({ value: category, label: categoryLabel(t, category) }))}
            />
          </Form.Item>
          <Form.Item name="amount" label={t('Monthly amount')} rules={[zodRule(budgetInputSchema, 'amount')]}>
            <InputNumber<number> style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="rollover"
            label={t('Roll over what is left into the next month')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Flex justify="end" gap="small">
            <Button onClick={onClose}>{t('Cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('Save budget')}
            </Button>
          </Flex>
        </Form>
      </Flex>
    </Modal>
  );
}
