// The rules domain, a facade of its own that only the rules' screens load: its API calls, query keys, hooks, what a
// change of a rule makes stale, and the matcher that tells whether a rule files a transaction.
export { rulesApi } from './api';
export { rulesEndpoints } from './endpoints';
export { useRuleApplication, useRuleChange, useRulePreview, useRules } from './hooks';
export { RULE_APPLICATION_CHANGES, RULE_CHANGES, rulesKeys } from './keys';
export { fileTransaction, ruleMatches } from '../../contract/ruleMatching';
