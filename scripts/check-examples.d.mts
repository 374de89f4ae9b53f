// Types of scripts/check-examples.mjs for the TypeScript callers (tests/contract).
import type Ajv2020 from 'ajv/dist/2020';

/** The $id the whole bundle is added to Ajv under; compile `{ $ref: BUNDLE_ID + '#/json/pointer' }`. */
export const BUNDLE_ID: string;
/** Reads a bundle (.json) or bundles a root (.yaml/.yml) with redocly. */
export function loadBundle(file: string): Record<string, unknown>;
/** Ajv 2020 with ajv-formats, unknown formats accepted, and the whole bundle added as one schema. */
export function makeAjv(doc: unknown): Ajv2020;
export interface ExampleCase {
  schema: string;
  value: unknown;
  label: string;
  where: string;
}
export function collectExamples(doc: unknown): { cases: ExampleCase[]; missing: string[] };
export function checkExamples(doc: unknown): { failures: string[]; count: number; missing: string[] };
