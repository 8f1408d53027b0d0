// The money account contract: shapes and limits shared by the apps and api/.
import type { z } from 'zod';
import type {
  moneyAccountListSchema,
  moneyAccountSchema,
  reconciliationSchema,
} from './moneyAccountResponses';

export * from './moneyAccountLimits';

export type MoneyAccount = z.output<typeof moneyAccountSchema>;
export type MoneyAccountList = z.output<typeof moneyAccountListSchema>;
export type Reconciliation = z.output<typeof reconciliationSchema>;
