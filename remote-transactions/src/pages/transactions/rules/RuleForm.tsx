import { useState } from 'react';
import {
  preferencesAtom,
  RULE_MATCHES,
  RULE_TEXT_MAX_LENGTH,
  TRANSACTION_TYPES,
  useSharedAtom,
  type FailureMessage,
  type OutboxEntry,
  type Rule,
} from '@moneta/shared';
import { ruleInputSchema } from '@moneta/shared/forms';
import { Button, ErrorAlert, Flex, errorMessage } from '@moneta/shared/ui';
import { Select } from '@moneta/shared/ui/controls';
import { Col, Row } from '@moneta/shared/ui/dashboard';
import { InputNumber } from '@moneta/shared/ui/fields';
import { applyFieldErrors, Form, Input, issueText, type FormRule } from '@moneta/shared/ui/form';
import { discardOutboxEntry, newIdempotencyKey, QUEUED, sendOrQueue } from '@moneta/shared/query';
import { useRuleChange } from '@moneta/shared/rules';
import { findCategory, useCategoryPicker } from '@moneta/shared/categories';
import { TagSelect, useMoneyAccounts } from '@moneta/shared/transactions';
import { useTransactionsT } from '../../../i18n';
import { useRulesT } from './i18n';
import { MATCH_LABELS } from './labels';
import { initialFromInput, initialValues, RULE_FIELDS, toRuleInput, type RuleFormValues } from './ruleForm';

interface RuleFormProps {
  /** The rule edited; a new one may start from a suggestion (a transaction's title and category). */
  rule: Partial<Rule> | null;
  /** A refused rule kept on the device: its values fill the form, and a save replaces it. */
  draft?: OutboxEntry | undefined;
  onCancel: () => void;
  /** `queued`: kept on this device, to be sent once the server can be reached. */
  onSaved: (created: boolean, queued: boolean) => void;
}

/** One field's message from the contract's schema, read over the whole form as the request will be. */
const fieldRule =
  (field: (typeof RULE_FIELDS)[number]): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async () => {
      const result = ruleInputSchema.safeParse(toRuleInput(getFieldsValue(true) as RuleFormValues));
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(issueText(issue.message));
    },
  });

/** Add or edit a rule: when a title matches (and the amount, type and accounts, if given), what it sets. */
export function RuleForm({ rule, draft, onCancel, onSaved }: RuleFormProps) {
  const t = useRulesT();
  const names = useTransactionsT();
  const { currency } = useSharedAtom(preferencesAtom);
  const [form] = Form.useForm<RuleFormValues>();
  const [error, setError] = useState<FailureMessage | null>(null);
  const accounts = useMoneyAccounts().data?.accounts ?? [];
  const correcting = draft?.write.domain === 'rules' && draft.write.action !== 'delete' ? draft.write : null;
  const editing = rule?.id ?? (correcting?.action === 'update' ? correcting.id : null);
  const type = Form.useWatch('type', form) ?? rule?.type ?? '';

  // One key per opening: a retry after a failure or a timeout adds the rule once, and so does the outbox, which
  // keeps the save when the server cannot be reached.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const save = useRuleChange({
    mutationFn: (values: RuleFormValues) =>
      sendOrQueue<Rule>(
        editing
          ? { domain: 'rules', action: 'update', id: editing, body: toRuleInput(values) }
          : { domain: 'rules', action: 'create', body: toRuleInput(values) },
        idempotencyKey,
      ),
    onSuccess: (result) => {
      if (draft) void discardOutboxEntry(draft.key);
      onSaved(!editing, result === QUEUED);
    },
    onError: (failure) => {
      if (!applyFieldErrors(form, failure, RULE_FIELDS, t))
        setError(errorMessage(failure, 'Failed to save rule'));
    },
  });

  // The rule's category stays offered though hidden since, so that an edit shows it as it is.
  const categories = useCategoryPicker(names, {
    type: type || undefined,
    keep: [correcting?.body.category ?? rule?.category],
  });
  const revalidate = () => void form.validateFields().catch(() => undefined);

  return (
    <Flex vertical gap="middle">
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Form<RuleFormValues>
        form={form}
        name="rule"
        layout="vertical"
        requiredMark={false}
        initialValues={correcting ? initialFromInput(correcting.body) : initialValues(rule)}
        onValuesChange={(changed: Partial<RuleFormValues>) => {
          // A category of the other type no longer fits.
          if ('type' in changed && changed.type) {
            const category = form.getFieldValue('category') as string | null;
            const categoryType = category ? findCategory(categories.categories, category)?.type : undefined;
            if (categoryType && categoryType !== changed.type) form.setFieldValue('category', null);
          }
        }}
        onFinish={(values) => {
          setError(null);
          save.mutate(values);
        }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={10}>
            <Form.Item label={t('When the title')} name="match" rules={[fieldRule('match')]}>
              <Select
                options={RULE_MATCHES.map((value) => ({ value, label: t(MATCH_LABELS[value]) }))}
                onChange={revalidate}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={14}>
            <Form.Item label={t('Text to match')} name="text" rules={[fieldRule('text')]}>
              <Input autoComplete="off" maxLength={RULE_TEXT_MAX_LENGTH} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Form.Item label={t('Type')} name="type" rules={[fieldRule('type')]}>
              <Select
                options={[
                  { value: '', label: t('Income or expense') },
                  ...TRANSACTION_TYPES.map((value) => ({ value, label: names(value) })),
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item label={t('Lowest amount')} name="minAmount" rules={[fieldRule('minAmount')]}>
              <InputNumber<number> min={0} step={0.01} prefix={currency} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item label={t('Highest amount')} name="maxAmount" rules={[fieldRule('maxAmount')]}>
              <InputNumber<number> min={0} step={0.01} prefix={currency} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('In accounts')} name="accountIds" rules={[fieldRule('accountIds')]}>
          <Select
            mode="multiple"
            placeholder={t('Any account')}
            options={accounts.map((account) => ({ value: account._id, label: account.name }))}
          />
        </Form.Item>
        <Form.Item label={t('Set category')} name="category" rules={[fieldRule('category')]}>
          <Select
            {...categories.selectProps}
            notFoundContent={categories.loading ? t('Loading categories...') : undefined}
            allowClear
            placeholder={t('Keep the category')}
            // A hundred options at most: render them all rather than a virtual window.
            virtual={false}
            onChange={revalidate}
          />
        </Form.Item>
        <Form.Item label={t('Add tags')} name="addTags" rules={[fieldRule('addTags')]}>
          <TagSelect aria-label={t('Add tags')} onChange={revalidate} />
        </Form.Item>
        <Form.Item label={t('Rename to')} name="rename" rules={[fieldRule('rename')]}>
          <Input autoComplete="off" placeholder={t('Keep the title')} />
        </Form.Item>
        <Flex justify="end" gap="small" wrap>
          <Button onClick={onCancel}>{t('Cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {editing ? t('Save rule') : t('Add rule')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
