// Types of scripts/check-shared-msgids.mjs for its unit tests.
export interface Entry {
  id: string;
  context: string | null;
  origins: string[];
}
export const CATALOGS: string[];
export function entriesOf(texts: string[]): Entry[];
export function featureOf(path: string): string | null;
export function isShortLabel(id: string): boolean;
export function sharedLabels(entries: Entry[]): { id: string; features: string[] }[];
export function findings(shared: { id: string; features: string[] }[], allowed: Set<string>): string[];
export function allowedOf(json: Record<string, unknown>): Set<string>;
