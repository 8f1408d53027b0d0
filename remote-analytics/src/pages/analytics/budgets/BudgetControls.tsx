// The in-place controls of a budget line: its amount (saved on Enter or on leaving the field, Escape puts the saved
// amount back), its rollover switch and its delete action. Each write is PUT /api/budgets with that one line, or
// DELETE; a failure the tab's banner shows.
import { useId, useState, type KeyboardEvent } from 'react';
import type { BudgetMonthLine, Failure, ServerMessage } from '@moneta/shared';
import { categoryLabel } from '@moneta/shared/categories';
import { analyticsFailure, Button, fieldErrors, Flex, Typography } from '@moneta/shared/ui';
import { InputNumber } from '@moneta/shared/ui/fields';
import { DeleteOutlined, Popconfirm, Switch } from '@moneta/shared/ui/dashboard';
import { useAnalyticsT } from '../../../i18n';
import { checkBudget } from './budgetCheck';
import { changedElsewhere } from '@moneta/shared/query';
import { useDeleteBudget, useSetBudget } from './queries';

export interface ControlProps {
  line: BudgetMonthLine;
  month: string;
  onFailure: (failure: Failure | null) => void;
}

/** The field message of a refused save (a 422 naming the amount), if the server gave one. */
function amountMessage(error: unknown): ServerMessage | null {
  const entry = Object.entries(fieldErrors(error)).find(([field]) => field.endsWith('amount'));
  return entry ? entry[1] : null;
}

/**
 * The amount, editable in place. Mounted again (keyed by the saved amount) when the saved amount changes, so it
 * starts from the server's figure.
 */
export function AmountEditor({ line, month, onFailure, width }: ControlProps & { width?: number | string }) {
  const t = useAnalyticsT();
  const messageId = useId();
  const save = useSetBudget(month);
  const [value, setValue] = useState<number | null>(line.amount);
  const [problem, setProblem] = useState<ServerMessage | null>(null);
  const category = categoryLabel(t, line.category);

  const commit = () => {
    if (value === line.amount) {
      setProblem(null);
      return;
    }
    const check = checkBudget(line.category, value, line.rollover);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    setProblem(null);
    onFailure(null);
    save.mutate(
      { ...check.line, updatedAt: line.updatedAt },
      {
        onError: (error) => {
          const message = amountMessage(error);
          if (message) setProblem(message);
          else if (!changedElsewhere(error)) onFailure(analyticsFailure(error));
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
    if (event.key === 'Escape') {
      setValue(line.amount);
      setProblem(null);
    }
  };

  return (
    <Flex vertical gap={2}>
      <InputNumber<number>
        aria-label={t('{{category}} budget', { category })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? messageId : undefined}
        status={problem ? 'error' : undefined}
        value={value}
        onChange={setValue}
        onBlur={commit}
        onKeyDown={onKeyDown}
        disabled={save.isPending}
        style={{ width: width ?? 140 }}
      />
      {problem ? (
        <Typography.Text id={messageId} type="danger" style={{ fontSize: 12 }}>
          {t(problem)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/** Rollover on or off: what is left of a month is carried into the next. */
export function RolloverSwitch({ line, month, onFailure }: ControlProps) {
  const t = useAnalyticsT();
  const save = useSetBudget(month);
  return (
    <Switch
      size="small"
      checked={save.isPending && save.variables ? save.variables.rollover : line.rollover}
      loading={save.isPending}
      aria-label={t('Roll over what is left of {{category}}', { category: categoryLabel(t, line.category) })}
      onChange={(rollover) => {
        onFailure(null);
        save.mutate(
          { category: line.category, amount: line.amount, rollover, updatedAt: line.updatedAt },
          { onError: (error) => !changedElsewhere(error) && onFailure(analyticsFailure(error)) },
        );
      }}
    />
  );
}

/** Delete, once confirmed. */
export function DeleteBudget({ line, onFailure }: Omit<ControlProps, 'month'>) {
  const t = useAnalyticsT();
  const remove = useDeleteBudget();
  const category = categoryLabel(t, line.category);
  return (
    <Popconfirm
      title={t('Delete the {{category}} budget?', { category })}
      description={t('Its spending stays; only the budget goes.')}
      okText={t('Delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('Cancel')}
      onConfirm={() => {
        onFailure(null);
        remove.mutate(line.category, { onError: (error) => onFailure(analyticsFailure(error)) });
      }}
    >
      <Button
        type="text"
        danger
        icon={<DeleteOutlined aria-hidden />}
        loading={remove.isPending}
        aria-label={t('Delete the {{category}} budget', { category })}
      />
    </Popconfirm>
  );
}
