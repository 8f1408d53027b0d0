import { useRef, useState } from 'react';
import {
  GOAL_CATEGORIES,
  GOAL_NAME_MAX_LENGTH,
  GOAL_PRIORITIES,
  formatDate,
  formatMoney,
  localDay,
  localeAtom,
  parseCalendarDate,
  preferencesAtom,
  useSharedAtom,
  type FailureMessage,
  type Goal,
  type GoalInput,
} from '@moneta/shared';
import { VersionChoice, VersionLines } from '@moneta/shared/outbox';
import { changedElsewhere, invalidateChanged, useQueryClient } from '@moneta/shared/query';
import { Button, Flex, errorMessage, fieldErrors } from '@moneta/shared/ui';
import { Form, Input } from '@moneta/shared/ui/form';
import { InputNumber } from '@moneta/shared/ui/fields';
import { Col, Modal, Row } from '@moneta/shared/ui/dashboard';
import { Select } from '@moneta/shared/ui/controls';
import { DatePicker, dayjs, type Dayjs } from '@moneta/shared/ui/date';
import { useGoalsT } from '../../i18n';
import { checkGoal, initialValues, type GoalFormValues } from './goalForm';
import { ProblemsAlert } from './ProblemsAlert';
import { goalsApi, useGoalChange, GOAL_CHANGES } from '@moneta/shared/goals';

export type SaveOutcome = 'created' | 'updated';

interface GoalFormModalProps {
  open: boolean;
  /** The goal being edited; null to add one. */
  goal: Goal | null;
  onCancel: () => void;
  afterClose: () => void;
  /** Saved: the page closes the modal and says so (the list refetches: the save invalidates it). */
  onSaved: (outcome: SaveOutcome) => void;
}

/** The Add / Edit goal modal. Loaded on first open: it brings the date picker and zod. */
export default function GoalFormModal({ open, goal, afterClose, ...handlers }: GoalFormModalProps) {
  const t = useGoalsT();
  return (
    <Modal
      open={open}
      title={goal ? t('Edit Goal') : t('Add Goal')}
      footer={null}
      width={560}
      destroyOnHidden
      mask={{ closable: false }}
      onCancel={handlers.onCancel}
      afterClose={afterClose}
    >
      <GoalForm goal={goal} {...handlers} />
    </Modal>
  );
}

/** A goal's lines, as both sides of a choice between versions show them. */
function useVersionLines(): (goal: GoalInput) => string[] {
  const t = useGoalsT();
  const { currency, language } = useSharedAtom(localeAtom);
  return ({ name, targetAmount, targetDate, priority, category }) => {
    const day = parseCalendarDate(targetDate);
    return [
      name,
      formatMoney(targetAmount, currency, language),
      day ? formatDate(day, language, 'calendarDate') : targetDate,
      priority ? t(priority) : '',
      ((known) => (known ? t(known) : category))(GOAL_CATEGORIES.find((value) => value === category)),
    ];
  };
}

function GoalForm({ goal, onCancel, onSaved }: Omit<GoalFormModalProps, 'open' | 'afterClose'>) {
  const t = useGoalsT();
  const { currency } = useSharedAtom(preferencesAtom);
  const [form] = Form.useForm<GoalFormValues>();
  const [problems, setProblems] = useState<FailureMessage[]>([]);

  const client = useQueryClient();
  const versionLines = useVersionLines();
  // `version`: the one the person chose to overwrite, after an edit refused as the goal changed elsewhere.
  const save = useGoalChange({
    mutationFn: ({ input, version }: { input: GoalInput; version?: string }) =>
      goal ? goalsApi.update(goal._id, input, version ?? goal.updatedAt) : goalsApi.create(input),
    onSuccess: () => {
      form.resetFields();
      onSaved(goal ? 'updated' : 'created');
    },
    onError: (error) => {
      if (changedElsewhere(error)) return setProblems([]);
      // A 422's field messages together, as the form's own check shows them; else the one failure.
      const fields = Object.values(fieldErrors(error));
      setProblems(
        fields.length > 0
          ? [...new Set(fields)]
          : [errorMessage(error, goal ? 'Failed to update goal' : 'Failed to create goal')],
      );
    },
  });

  // A second click can land before the disabled button renders: one save at a time, so no goal is made twice.
  const saving = useRef(false);

  const submit = (values: GoalFormValues) => {
    if (saving.current) return;
    // "Today" is read at submission: a form left open past midnight checks against the new day.
    const check = checkGoal(values, goal === null, localDay());
    if (!check.ok) {
      setProblems(check.messages);
      return;
    }
    setProblems([]);
    saving.current = true;
    save.mutate({ input: check.input }, { onSettled: () => void (saving.current = false) });
  };
  const theirs = changedElsewhere<Goal>(save.error);
  const mine = save.variables?.input;

  const startOfToday = dayjs().startOf('day');
  const priorityOptions = GOAL_PRIORITIES.map((value) => ({ value, label: t(value) }));
  const categoryOptions = GOAL_CATEGORIES.map((value) => ({ value, label: t(value) }));

  return (
    <Flex vertical gap="middle">
      <ProblemsAlert problems={problems} onClose={() => setProblems([])} />
      {theirs && mine ? (
        <VersionChoice
          record="goal"
          theirs={<VersionLines lines={versionLines(theirs)} other={versionLines(mine)} />}
          mine={<VersionLines lines={versionLines(mine)} other={versionLines(theirs)} />}
          keeping={save.isPending}
          onKeepTheirs={() => {
            invalidateChanged(client, GOAL_CHANGES);
            onCancel();
          }}
          onKeepMine={() => save.mutate({ input: mine, version: theirs.updatedAt })}
        />
      ) : null}
      <Form<GoalFormValues>
        form={form}
        name="goal"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues(goal)}
        onFinish={submit}
      >
        <Form.Item label={t('Goal Name')} name="name">
          <Input autoComplete="off" maxLength={GOAL_NAME_MAX_LENGTH} placeholder={t('e.g. Emergency fund')} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('Target Amount')} name="targetAmount">
              {/* The minimum is announced, not enforced: antd would silently turn 0 into 0.01 on blur, where
                  the check says 'Target amount must be greater than 0'. */}
              <InputNumber<number>
                aria-valuemin={0.01}
                step={0.01}
                prefix={currency}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('Target Date')} name="targetDate">
              <DatePicker
                style={{ width: '100%' }}
                disabledDate={(day: Dayjs) => day.isBefore(startOfToday, 'day')}
                // Enter takes the typed date (the picker has done so by now); the browser would also submit
                // the form with it, half filled in.
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.preventDefault();
                }}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item label={t('Priority')} name="priority">
              <Select options={priorityOptions} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('Category')} name="category">
              <Select options={categoryOptions} placeholder={t('Select a category')} />
            </Form.Item>
          </Col>
        </Row>
        <Flex justify="end" gap="small" wrap>
          <Button onClick={onCancel}>{t('Cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={save.isPending}>
            {goal ? t('Update Goal') : t('Create Goal')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
