// The statement files of api/test/fixtures/bank, for the readers' tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readStatement, type Statement } from './detect';

export const BANK_FIXTURES = join(__dirname, '../../../test/fixtures/bank');

export const fixture = (name: string): Buffer => readFileSync(join(BANK_FIXTURES, name));

/** The fixture as its format's reader is given it. */
export function statementOf(name: string): Statement {
  const statement = readStatement(fixture(name));
  if (!statement) throw new Error(`${name} is not read as a statement`);
  return statement;
}
