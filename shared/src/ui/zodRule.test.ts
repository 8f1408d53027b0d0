import type { FormInstance, FormRule } from 'antd';
import { z } from 'zod';
import { zodRule } from './zodRule';

const schema = z.object({
  email: z.email('Please enter a valid email'),
  name: z.string().min(1, 'Required'),
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
    expect(await validate(rule, { email: 'nope', name: '' })).toBe('Please enter a valid email');
    expect(await validate(rule, { email: 'ada@example.com', name: '' })).toBeUndefined();
  });

  it('takes the schema from a loader when it validates, so zod can load with the first validation', async () => {
    const load = jest.fn(async () => schema);
    const rule = zodRule(load, 'email');
    expect(load).not.toHaveBeenCalled();
    expect(await validate(rule, { email: 'nope' })).toBe('Please enter a valid email');
    expect(await validate(rule, { email: 'ada@example.com' })).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
