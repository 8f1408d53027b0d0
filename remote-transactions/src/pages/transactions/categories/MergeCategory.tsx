import { useState } from 'react';
import type { Category, CategoryMergeResult, FailureMessage } from '@moneta/shared';
import { Button, ErrorAlert, Flex, MESSAGES, Typography, errorMessage } from '@moneta/shared/ui';
import { App } from '@moneta/shared/ui/dashboard';
import { Select } from '@moneta/shared/ui/controls';
import { applyFieldErrors, Form } from '@moneta/shared/ui/form';
import { categoriesApi, categoryLabel, CategoryName, useCategoryChange } from '@moneta/shared/categories';
import { useTransactionsT } from '../../../i18n';
import { useCategoriesT } from './i18n';

interface MergeCategoryProps {
  category: Category;
  /** Every category of the person's: the merge goes into another of the same type. */
  categories: readonly Category[];
  onCancel: () => void;
  onMerged: (result: CategoryMergeResult) => void;
}

/**
 * Merging a category into another of its type: everything filed under it (transactions, split parts, budgets,
 * rules) moves, and it is removed. Asked for again in a confirmation that says so, since it cannot be undone.
 */
export function MergeCategory({ category, categories, onCancel, onMerged }: MergeCategoryProps) {
  const t = useCategoriesT();
  const names = useTransactionsT();
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ into: string }>();
  const [error, setError] = useState<FailureMessage | null>(null);
  const label = (other: Category) => categoryLabel(names, other.name);
  const from = label(category);
  const targets = categories.filter((other) => other.type === category.type && other.id !== category.id);

  const merge = useCategoryChange({
    mutationFn: (into: string) => categoriesApi.merge(category.id, into),
    onSuccess: onMerged,
    onError: (failure) => {
      if (!applyFieldErrors(form, failure, ['into'], t))
        setError(errorMessage(failure, 'Failed to merge categories'));
    },
  });

  const confirm = ({ into }: { into: string }) => {
    const target = targets.find((other) => other.id === into);
    if (!target) return;
    setError(null);
    modal.confirm({
      title: t('Merge “{{from}}” into “{{into}}”?', { from, into: label(target) }),
      content: t(
        'Every transaction, split part, budget and rule filed under “{{from}}” moves to “{{into}}”, and “{{from}}” is removed. This cannot be undone.',
        { from, into: label(target) },
      ),
      okText: t('Merge'),
      okButtonProps: { danger: true },
      cancelText: t('Cancel'),
      // The dialog's button spins until the answer; a refusal shows on the form, which keeps the choice.
      onOk: () => merge.mutateAsync(into).catch(() => undefined),
    });
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        <CategoryName category={category}>
          <Typography.Text strong>{from}</Typography.Text>
        </CategoryName>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('Choose the category that takes over everything filed under “{{from}}”.', { from })}
      </Typography.Paragraph>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Form<{ into: string }>
        form={form}
        name="merge"
        layout="vertical"
        requiredMark={false}
        onFinish={confirm}
      >
        <Form.Item
          label={t('Merge into')}
          name="into"
          rules={[{ required: true, message: t(MESSAGES.categoryMergeSelf) }]}
        >
          <Select
            options={targets.map((other) => ({
              value: other.id,
              label: other.hidden ? t('{{name}} (hidden)', { name: label(other) }) : label(other),
            }))}
            optionRender={(option) => {
              const other = targets.find((target) => target.id === option.value);
              return <CategoryName category={other}>{option.label}</CategoryName>;
            }}
            placeholder={t('Select a category')}
            // The list's button that opened this is gone: focus starts on the choice rather than the page.
            autoFocus
            showSearch={{ optionFilterProp: 'label' }}
            virtual={false}
          />
        </Form.Item>
        <Flex justify="end" gap="small" wrap>
          <Button onClick={onCancel}>{t('Cancel')}</Button>
          <Button type="primary" danger htmlType="submit" loading={merge.isPending}>
            {t('Merge…')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
