// @vitest-environment node
// Every operation id a hand-written screen names for its refusals (operation="…", operation: '…', removeOperation,
// bulkOperation) is an operation of the contract: a mistyped id would never be refused (useCan lets unknown ids through).
import { describe, expect, it } from 'vitest';
import { permissions } from './generated/permissions';

const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], { eager: true, query: '?raw', import: 'default' });
const NAMED = /operation(?:=\{?|: )["']([A-Za-z0-9-]+)["']|operation=\{[^}]*\? '([A-Za-z0-9-]+)' : '([A-Za-z0-9-]+)'\}|(?:create|remove): '([a-z]+-[A-Za-z0-9-]+)'/g;

describe('operation ids named by screens', () => {
  const named = Object.entries(sources).flatMap(([file, text]) =>
    [...text.matchAll(NAMED)].flatMap((match) => match.slice(1).filter(Boolean).map((id) => ({ file, id }))),
  );

  it('finds the refusals of the hand-written screens', () => {
    const files = new Set(named.map((n) => n.file));
    expect(files).toContain('../features/sites-admin/auto-certificate-lists.tsx');
    expect(files).toContain('../features/site-workspace/ports/zone-port-parts.tsx');
    expect(named.length).toBeGreaterThan(40);
  });

  it('names only operations of the contract', () => {
    expect(named.filter(({ id }) => !(id in permissions))).toEqual([]);
  });
});
