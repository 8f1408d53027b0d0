// The rules domain: its API calls, query keys, hooks and what a change of a rule makes stale.
export { rulesApi } from './api';
export { rulesEndpoints } from './endpoints';
export { useRuleApplication, useRuleChange, useRulePreview, useRules } from './hooks';
export { RULE_APPLICATION_CHANGES, RULE_CHANGES, rulesKeys } from './keys';
