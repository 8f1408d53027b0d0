import { useId, useState } from 'react';
import {
  CATEGORY_COLORS,
  CATEGORY_GROUP_MAX_LENGTH,
  CATEGORY_NAME_MAX_LENGTH,
  sameCategoryName,
  TRANSACTION_TYPES,
  type Category,
  type CategoryColor,
  type CategoryIcon as IconName,
  type FailureMessage,
  type OutboxEntry,
  type TransactionType,
} from '@moneta/shared';
import { CATEGORY_ICONS, categoryInputSchema, categoryUpdateSchema } from '@moneta/shared/forms';
import { Button, ErrorAlert, Flex, MESSAGES, errorMessage } from '@moneta/shared/ui';
import { Switch } from '@moneta/shared/ui/dashboard';
import { Radio } from '@moneta/shared/ui/fields';
import { applyFieldErrors, Form, Input, issueText, zodRule, type FormRule } from '@moneta/shared/ui/form';
import { discardOutboxEntry, newIdempotencyKey, QUEUED, sendOrQueue } from '@moneta/shared/query';
import { categoryLabel, CategoryIcon, useCategoryChange } from '@moneta/shared/categories';
import { useTransactionsT } from '../../../i18n';
import { useCategoriesT } from './i18n';
import { COLOR_NAMES, ICON_NAMES } from './labels';
import './CategoriesModal.css';

export interface CategoryFormValues {
  type: TransactionType;
  name: string;
  color: CategoryColor;
  icon: IconName;
  group: string;
  hidden: boolean;
}

/** The fields the API's 422 field errors are shown on. */
const FIELDS = ['type', 'name', 'color', 'icon', 'group', 'hidden'] as const;

interface CategoryFormProps {
  /** The category edited; null to add one. */
  category: Category | null;
  /** A refused category kept on the device: its values fill the form, and a save replaces it. */
  draft?: OutboxEntry | undefined;
  /** A new category's type, to start with. */
  type?: TransactionType | undefined;
  /** Every category of the person's: a name is theirs once, and their groups are suggested. */
  categories: readonly Category[];
  onCancel: () => void;
  /**
   * `created`: a new category was added, rather than one edited; `queued`: kept on this device, to be sent once
   * the server can be reached.
   */
  onSaved: (created: boolean, queued: boolean) => void;
}

/** The palette's colour a new category of `type` starts with: the one its type uses least, the first of ties. */
function freeColor(categories: readonly Category[], type: TransactionType): CategoryColor {
  const uses = (color: CategoryColor) =>
    categories.filter((category) => category.type === type && category.color === color).length;
  return [...CATEGORY_COLORS].sort((a, b) => uses(a) - uses(b))[0] ?? CATEGORY_COLORS[0];
}

/** Add a category (its type, name, colour, icon and group) or edit one (and hide it); its type is for good. */
export function CategoryForm({ category, draft, type, categories, onCancel, onSaved }: CategoryFormProps) {
  const t = useCategoriesT();
  const names = useTransactionsT();
  const [form] = Form.useForm<CategoryFormValues>();
  const [error, setError] = useState<FailureMessage | null>(null);
  const groupsId = useId();
  const correcting = draft?.write.domain === 'categories' ? draft.write : null;
  const editing = category?.id ?? (correcting?.action === 'update' ? correcting.id : null);
  // The values the form starts from: the refused write's, or the category's.
  const start = correcting?.body ?? category;
  // One key per opening: a retry after a failure or a timeout adds the category once, and so does the outbox,
  // which keeps the save when the server cannot be reached.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const color = Form.useWatch('color', form);
  const startType = start && 'type' in start ? start.type : (type ?? 'Expense');
  // A default's name shows in the screen's language; kept as it is, it stays the default, translated everywhere.
  const shownName = start ? categoryLabel(names, start.name) : '';
  const nameOf = (values: CategoryFormValues) =>
    start && values.name.trim() === shownName ? start.name : values.name.trim();

  const save = useCategoryChange({
    mutationFn: (values: CategoryFormValues) => {
      const fields = {
        name: nameOf(values),
        color: values.color,
        icon: values.icon,
        group: values.group.trim() || null,
      };
      return sendOrQueue<Category>(
        editing
          ? {
              domain: 'categories',
              action: 'update',
              id: editing,
              body: { ...fields, hidden: values.hidden },
            }
          : { domain: 'categories', action: 'create', body: { ...fields, type: values.type } },
        idempotencyKey,
      );
    },
    onSuccess: (result) => {
      if (draft) void discardOutboxEntry(draft.key);
      onSaved(!editing, result === QUEUED);
    },
    onError: (failure) => {
      // What was typed stays: the server's words show on their fields, or above the form.
      if (!applyFieldErrors(form, failure, FIELDS, t))
        setError(errorMessage(failure, 'Failed to save category'));
    },
  });

  const schema = editing ? categoryUpdateSchema : categoryInputSchema;
  const rule = (field: (typeof FIELDS)[number]) => zodRule(schema, field);
  // Names are the person's once, whatever their case: said before the server would refuse it.
  const nameFree: FormRule = {
    validator: async (_, value: string | undefined) => {
      const name = (value ?? '').trim();
      const taken = categories.some(
        (other) =>
          other.id !== editing &&
          (sameCategoryName(other.name, name) || sameCategoryName(categoryLabel(names, other.name), name)),
      );
      if (taken && !(editing && name === shownName)) throw new Error(issueText(MESSAGES.categoryNameTaken));
    },
  };
  const groups = [
    ...new Set(categories.map((other) => other.group).filter((group): group is string => Boolean(group))),
  ];

  return (
    <Flex vertical gap="middle">
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <Form<CategoryFormValues>
        form={form}
        name="category"
        layout="vertical"
        requiredMark={false}
        initialValues={{
          type: startType,
          name: shownName,
          color: start?.color ?? freeColor(categories, startType),
          icon: start?.icon ?? 'tag',
          group: start?.group ?? '',
          hidden: start && 'hidden' in start ? start.hidden : false,
        }}
        onFinish={(values) => {
          setError(null);
          save.mutate(values);
        }}
      >
        {editing ? null : (
          <Form.Item label={t('Type')} name="type" rules={[rule('type')]}>
            <Radio.Group
              options={TRANSACTION_TYPES.map((value) => ({ value, label: names(value) }))}
              optionType="button"
              buttonStyle="solid"
              aria-label={t('Type')}
            />
          </Form.Item>
        )}
        <Form.Item label={t('Name')} name="name" rules={[rule('name'), nameFree]}>
          {/* The list's button that opened the form is gone: focus starts on the name rather than the page. */}
          <Input autoComplete="off" maxLength={CATEGORY_NAME_MAX_LENGTH} autoFocus />
        </Form.Item>
        <Form.Item label={t('Colour')} name="color" rules={[rule('color')]}>
          <Radio.Group aria-label={t('Colour')} className="category-choices">
            {CATEGORY_COLORS.map((value) => (
              <Radio.Button
                key={value}
                value={value}
                aria-label={t(COLOR_NAMES[value])}
                title={t(COLOR_NAMES[value])}
                className="category-choice"
              >
                <span className="category-swatch" style={{ background: value }} aria-hidden />
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('Icon')} name="icon" rules={[rule('icon')]}>
          <Radio.Group aria-label={t('Icon')} className="category-choices">
            {CATEGORY_ICONS.map((value) => (
              <Radio.Button
                key={value}
                value={value}
                aria-label={t(ICON_NAMES[value])}
                title={t(ICON_NAMES[value])}
                className="category-choice"
              >
                <CategoryIcon icon={value} color={color} />
              </Radio.Button>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label={t('Group (optional)')}
          name="group"
          rules={[rule('group')]}
          extra={t(
            'Categories of one group add up together in the analytics, such as Home for Rent and Utilities.',
          )}
        >
          <Input autoComplete="off" list={groupsId} maxLength={CATEGORY_GROUP_MAX_LENGTH} />
        </Form.Item>
        <datalist id={groupsId}>
          {groups.map((group) => (
            <option key={group} value={group} />
          ))}
        </datalist>
        {editing ? (
          <Form.Item
            label={t('Hidden')}
            name="hidden"
            valuePropName="checked"
            extra={t(
              'A hidden category is left out of the pickers; its transactions keep it and every figure still counts it.',
            )}
          >
            <Switch />
          </Form.Item>
        ) : null}
        <Flex justify="end" gap="small" wrap>
          <Button onClick={onCancel}>{t('Cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {editing ? t('Save category') : t('Add category')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
