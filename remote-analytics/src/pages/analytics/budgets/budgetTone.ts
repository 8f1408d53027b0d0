import { BUDGET_NEAR_PERCENT, type BudgetMonthLine, type BudgetStatus } from '@moneta/shared';
import type { theme } from '@moneta/shared/ui/dashboard';

type Token = ReturnType<typeof theme.useToken>['token'];

/** A month's line as the budget analytics class it: over, near its limit (BUDGET_NEAR_PERCENT used), or under. */
export function monthStatus(line: Pick<BudgetMonthLine, 'overBudget' | 'percentUsed'>): BudgetStatus {
  if (line.overBudget) return 'over';
  return line.percentUsed >= BUDGET_NEAR_PERCENT ? 'near' : 'under';
}

/** A budget's bar in antd's semantic colours: within it success, near its limit warning, over it danger. */
export function budgetColor(status: BudgetStatus, token: Token): string {
  if (status === 'over') return token.colorError;
  return status === 'near' ? token.colorWarning : token.colorSuccess;
}

/** The share of a budget a bar draws: full when over budget, never past it. */
export function budgetBarPercent(percentUsed: number, status: BudgetStatus): number {
  return status === 'over' ? 100 : Math.min(100, Math.max(0, percentUsed));
}
