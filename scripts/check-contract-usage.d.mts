// Types of scripts/check-contract-usage.mjs for its unit tests.
export interface Operation {
  id: string;
  method: string;
  path: string;
}
export const SECTION: string;
export function operationsOf(bundle: unknown): Operation[];
export function camelName(id: string): string;
export function names(text: string, op: Operation): boolean;
export function listedReasons(markdown: string): { listed: Map<string, string>; errors: string[]; found: boolean };
export function unusedOperations(operations: Operation[], texts: string[]): Operation[];
