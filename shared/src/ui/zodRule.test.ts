import type { FormInstance, FormRule } from 'antd';
import { z } from 'zod';
import { i18n } from '../i18n';
import { MESSAGES } from '../contract/messages';
import { zodRule } from './zodRule';

const schema = z.object({
  email: z.email(MESSAGES.emailInvalid),
  name: z.string().min(1, MESSAGES.usernameRequired),
  code: z.string().length(6),
});

/** Runs the rule as antd's Form does, for one field, with the form's current values. */
async function validate(rule: FormRule, values: object): Promise<string | undefined> {
  if (typeof rule !== 'function') throw new Error('zodRule returns a rule render function');
  const { validator } = rule({ getFieldsValue: () => values } as unknown as FormInstance);
  try {
    await validator?.({}, undefined, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zodRule', () => {
  it("reports the field's own message and ignores the other fields'", async () => {
    const rule = zodRule(schema, 'email');
    expect(await validate(rule, { email: 'nope', name: '' })).toBe('Invalid email format.');
    expect(await validate(rule, { email: 'ada@example.com', name: '' })).toBeUndefined();
  });

  it('takes the schema from a loader when it validates, so zod can load with the first validation', async () => {
    const load = jest.fn(async () => schema);
    const rule = zodRule(load, 'email');
    expect(load).not.toHaveBeenCalled();
    expect(await validate(rule, { email: 'nope' })).toBe('Invalid email format.');
    expect(await validate(rule, { email: 'ada@example.com' })).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows the message in the person's language", async () => {
    i18n.addResourceBundle('fr', 'common', { 'Invalid email format.': "Format d'e-mail invalide." }, true);
    await i18n.changeLanguage('fr');
    try {
      expect(await validate(zodRule(schema, 'email'), { email: 'nope' })).toBe("Format d'e-mail invalide.");
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("shows the general message for a text that is not the contract's, which could not be translated", async () => {
    expect(await validate(zodRule(schema, 'code'), { code: '1' })).toBe(MESSAGES.validationFailed);
  });
});
