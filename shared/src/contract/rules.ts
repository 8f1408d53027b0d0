// The rules contract: its shapes, shared by the apps and api/.
import type { z } from 'zod';
import type { RuleValues } from './ruleValidators';
import type {
  ruleApplicationSchema,
  ruleListSchema,
  rulePreviewSchema,
  ruleUndoSchema,
} from './ruleResponses';

export type { RuleInput, RuleOrder, RuleValues } from './ruleValidators';
/** A kept rule: its values and its place in the order the rules run in. */
export type Rule = RuleValues & { id: string; position: number };
export type RuleList = z.output<typeof ruleListSchema>;
export type RulePreview = z.output<typeof rulePreviewSchema>;
export type RuleApplication = z.output<typeof ruleApplicationSchema>;
export type RuleUndo = z.output<typeof ruleUndoSchema>;
