// The release rules of @moneta/shared (shared/src/contract/releases.ts), for Node.js, which runs no TypeScript:
// the file has no imports, so TypeScript's transpiler turns it into a module as it is. The host checks the same
// rules with the same `satisfy`, the federation runtime's.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { satisfy } from '@module-federation/enhanced/runtime';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const source = readFileSync(new URL('../../shared/src/contract/releases.ts', import.meta.url), 'utf8');
const { outputText } = ts.transpileModule(source, {
  compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
});
const rules = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);

/** @type {RegExp} */
export const RELEASE_VERSION = rules.RELEASE_VERSION;

/** @type {(manifestShared: object[]) => {name: string, version: string, requiredVersion: string}[]} */
export const sharedRequirements = rules.sharedRequirements;

/**
 * Why a host that provides `provided` (name -> versions) cannot run a release requiring `required`.
 * @param {{name: string, requiredVersion: string}[]} required
 * @param {Record<string, string[]>} provided
 * @returns {string[]}
 */
export function unmetRequirements(required, provided) {
  return rules.unmetRequirements(required, provided, satisfy);
}
