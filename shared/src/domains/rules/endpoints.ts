// The rules API: every call's method, path and types, read by the client (./api.ts) and the API's routes.
import type {
  Rule,
  RuleApplication,
  RuleInput,
  RuleList,
  RuleOrder,
  RulePreview,
  RuleUndo,
} from '../../contract/rules';
import { endpoint } from '../endpoint';

export const rulesEndpoints = {
  list: endpoint<RuleList>('GET', '/rules/'),
  create: endpoint<Rule, RuleInput>('POST', '/rules/'),
  update: endpoint<Rule, RuleInput>('PUT', '/rules/:id'),
  remove: endpoint<{ _id: string }>('DELETE', '/rules/:id'),
  reorder: endpoint<RuleList, RuleOrder>('PUT', '/rules/order'),
  /** What applying the rule to the existing transactions would change. */
  preview: endpoint<RulePreview>('GET', '/rules/:id/preview'),
  apply: endpoint<RuleApplication>('POST', '/rules/:id/apply'),
  undo: endpoint<RuleUndo>('DELETE', '/rules/applications/:id'),
} as const;
