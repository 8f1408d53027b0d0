import type { FormRule } from 'antd';
import type { ZodType } from 'zod';

/**
 * An antd Form rule that validates one field with the field's schema from shared/'s validators, so the form
 * shows the same SPEC text the API answers with. The rule sees every field, so confirmations compare.
 */
export function zodRule(schema: ZodType, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = schema.safeParse(getFieldsValue(true));
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(issue.message);
    },
  });
}
