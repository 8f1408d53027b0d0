// The answers of /api/rules, written once: ./rules.ts names their types from these schemas.
import { z } from 'zod';
import { RULE_MATCHES } from './ruleLimits';
import { calendarDate, recordId, timestamp } from './responseFields';
import { TRANSACTION_TYPES } from './transactionLimits';

export const ruleSchema = z.object({
  id: recordId,
  /** Its place in the order the rules run in, from 0. */
  position: z.number().int(),
  match: z.enum(RULE_MATCHES),
  text: z.string(),
  type: z.enum(TRANSACTION_TYPES).nullable(),
  minAmount: z.number().nullable(),
  maxAmount: z.number().nullable(),
  accountIds: z.array(recordId),
  category: z.string().nullable(),
  addTags: z.array(z.string()),
  rename: z.string().nullable(),
});

export const ruleListSchema = z.object({ rules: z.array(ruleSchema) });

/** A transaction's title, category and tags, before or after a rule. */
const filedSchema = z.object({
  description: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
});

/** What applying a rule to the existing transactions would change: each row before and after. */
export const rulePreviewSchema = z.object({
  /** How many rows would change, all of them; `changes` lists the first RULE_PREVIEW_MAX_ROWS, newest first. */
  total: z.number().int(),
  changes: z.array(
    z.object({
      id: recordId,
      date: calendarDate,
      amount: z.number(),
      before: filedSchema,
      after: filedSchema,
    }),
  ),
});

/** A rule applied to the existing transactions, which can be undone. */
export const ruleApplicationSchema = z.object({
  id: recordId,
  ruleId: recordId.nullable(),
  changed: z.number().int(),
  appliedAt: timestamp,
});

/** An undone application: how many rows went back, and how many were left as edited since. */
export const ruleUndoSchema = z.object({ restored: z.number().int(), keptEdited: z.number().int() });
