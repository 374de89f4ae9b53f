import type Ajv from 'ajv';
import type { Rule } from '../src/validation/rules.ts';
export const namedRules: Readonly<Record<string, Rule>>;
export function addXRule<A extends Pick<Ajv, 'addKeyword' | 'getKeyword'>>(ajv: A): A;
