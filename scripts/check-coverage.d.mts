// Types of scripts/check-coverage.mjs for its unit tests.
export interface SpecCall {
  method: string;
  path: string;
  section: string;
  line: number;
}
export interface ContractOperation {
  method: string;
  path: string;
  operationId?: string;
}
export const METHODS: readonly string[];
export function normalisePath(path: string): string;
export function callKey(method: string, path: string): string;
export function parseCallList(text: string): { calls: SpecCall[]; errors: { line: number; text: string }[] };
export function contractOperations(doc: unknown): ContractOperation[];
export function compareCoverage(
  calls: SpecCall[],
  ops: ContractOperation[],
): {
  missing: SpecCall[];
  extra: ContractOperation[];
  duplicates: (SpecCall & { first: SpecCall })[];
  covered: number;
};
