// The rules' hooks for the screens: the list, a rule's preview, and the change hooks.
import { changeOf, useQuery } from '@moneta/shared/query';
import { rulesApi } from './api';
import { RULE_APPLICATION_CHANGES, RULE_CHANGES, rulesKeys } from './keys';

/** The person's rules, in the order they run. */
export const useRules = () => useQuery({ queryKey: rulesKeys.list(), queryFn: () => rulesApi.list() });

/** What applying the rule to the existing transactions would change; not read while `enabled` is false. */
export const useRulePreview = (id: string, enabled = true) =>
  useQuery({ queryKey: rulesKeys.preview(id), queryFn: () => rulesApi.preview(id), enabled, staleTime: 0 });

/** A change of a rule (a save, a delete, a new order). */
export const useRuleChange = changeOf(RULE_CHANGES);
/** A rule applied to the existing transactions, or that undone. */
export const useRuleApplication = changeOf(RULE_APPLICATION_CHANGES);
