import type { FormRule } from 'antd';
import type { ZodType } from 'zod';
import { i18n } from '@moneta/shared';
import { isServerMessage, MESSAGES } from '../contract/messages';

/** A schema, or a loader for it when the screen loads zod with its first validation rather than up front. */
export type SchemaSource = ZodType | (() => Promise<ZodType>);

/** A schema's message in the person's language; a text the catalogue of messages lacks reads as the generic one. */
export function issueText(message: string): string {
  return i18n.t(isServerMessage(message) ? message : MESSAGES.validationFailed);
}

/**
 * An antd Form rule that validates one field with the field's schema from shared/'s validators, so the form
 * shows the same form text the API answers with, in the person's language. The rule sees every field, so
 * confirmations compare.
 */
export function zodRule(source: SchemaSource, field: string): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const schema = typeof source === 'function' ? await source() : source;
      const result = schema.safeParse(getFieldsValue(true));
      const issue = result.success ? undefined : result.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(issueText(issue.message));
    },
  });
}
