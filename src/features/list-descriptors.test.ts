// @vitest-environment node
// Every list descriptor under forms/: valid against the schema of list descriptors, its calls in the contract,
// its forms and child lists found, every cell, explanation, warning and override it names found in the
// registries of the screens that show it.
import { posix } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { operations } from '../api/generated/operations';
import { SITE_LIST_PARTS } from './site-workspace/lists';
import { PORT_LIST_PARTS } from './site-workspace/ports/port-parts';
import { ZONE_LIST_PARTS } from './zones/lists';
import { CLIENT_LIST_PARTS } from './monitoring/lists';
import { CLIENT_LIST_PARTS as PRODUCT_LIST_PARTS } from './products/client-lists';
import { SYSTEM_LIST_PARTS } from './system-settings/lists';
import { ANNOUNCEMENT_LIST_PARTS } from './announcements/lists';
import { LOG_PUSH_LIST_PARTS } from './analytics/log-push/parts';
import { TRAFFIC_LIST_PARTS } from './traffic/lists';
import { API_TOKEN_LIST_PARTS } from './api-tokens/lists';
import { LICENSE_LIST_PARTS } from './licenses/lists';
import { SITE_USERS_LIST_PARTS } from './sites/lists';
import { ROLE_LIST_PARTS } from './roles/lists';
import { AUTO_CERTIFICATE_LIST_PARTS } from './sites-admin/auto-certificate-lists';
import { AUDIT_LIST_PARTS } from './audit-log/lists';
import { LOG_EXPORT_LIST_PARTS } from './analytics/log-export/lists';
import { USERS_LIST_PARTS } from './users/lists';
import { BLOCK_LIST_PARTS } from './blocklist/blocked-ip-parts';
import { type Console, forConsole, type ListDescriptor } from '../kit/lists/descriptor';
import { FORMS, LISTS } from '../kit/lists/every-descriptor';
import schema from '../../forms/schema/list-descriptor.schema.json';
import { listTexts } from '../kit/lists/texts';

const files = import.meta.glob<ListDescriptor>('../../forms/**/*.list.json', { eager: true, import: 'default' });
const validate = new Ajv({ allErrors: true }).compile(schema);
// A descriptor's parts are found in the registries of the screens that show it: the site workspace's, or for
// client.* lists the client console's (the edge network's zones lists, its nodes and monitoring lists, its products and sites lists, its traffic).
type Parts = typeof SITE_LIST_PARTS;
const inAny = (registries: Pick<Parts, 'cells' | 'explanations' | 'warnings' | 'overrides'>[]) => {
  const either = <K extends 'cells' | 'explanations' | 'warnings' | 'overrides'>(kind: K) => ({ has: (name: string) => registries.some((registry) => registry[kind].has(name)) });
  // The override itself (its hooks), from the first registry holding it.
  const override = (name: string) => registries.find((registry) => registry.overrides.has(name))?.overrides.get(name);
  return { cells: either('cells'), explanations: either('explanations'), warnings: either('warnings'), overrides: { ...either('overrides'), get: override } };
};
const partsOf = (console: string) => (console === 'client' ? inAny([ZONE_LIST_PARTS, CLIENT_LIST_PARTS, PRODUCT_LIST_PARTS, SYSTEM_LIST_PARTS, ANNOUNCEMENT_LIST_PARTS, LOG_PUSH_LIST_PARTS, TRAFFIC_LIST_PARTS, ROLE_LIST_PARTS, AUTO_CERTIFICATE_LIST_PARTS, AUDIT_LIST_PARTS, LOG_EXPORT_LIST_PARTS, USERS_LIST_PARTS, BLOCK_LIST_PARTS]) : inAny([SITE_LIST_PARTS, PORT_LIST_PARTS, ROLE_LIST_PARTS, LOG_PUSH_LIST_PARTS, TRAFFIC_LIST_PARTS, API_TOKEN_LIST_PARTS, LICENSE_LIST_PARTS, SITE_USERS_LIST_PARTS, AUDIT_LIST_PARTS, LOG_EXPORT_LIST_PARTS, USERS_LIST_PARTS, BLOCK_LIST_PARTS]));

/** A descriptor as each console it serves reads it (`consoles`), else as it is, in the console of its name. */
const variants = (list: ListDescriptor): [string, ListDescriptor][] =>
  list.consoles ? (Object.keys(list.consoles) as Console[]).map((console) => [console, forConsole(list, console)]) : [[list.name.split('.')[0]!, list]];

describe('list descriptors', () => {
  it('are found', () => {
    expect(Object.keys(files).length).toBeGreaterThan(5);
    expect(LISTS.names()).toHaveLength(Object.keys(files).length);
  });

  describe.each(Object.entries(files))('%s', (file, described) => {
    const list = described;

    it('follows the schema of list descriptors', () => {
      expect(validate(list), JSON.stringify(validate.errors, null, 2)).toBe(true);
      // The file names the schema for editors.
      expect(posix.join(posix.dirname(file), list.$schema ?? '')).toBe('../../forms/schema/list-descriptor.schema.json');
    });

    it('names calls of the contract', () => {
      for (const [, list] of variants(described)) {
        const named = [...Object.values(list.calls), list.editor?.create, list.editor?.update, list.transfer?.batch?.operation, list.whole?.save, ...(list.bulk ?? []).map((action) => action.call)].filter((op): op is string => op !== undefined);
        for (const operation of named) expect(operations[operation], `${file}: ${operation}`).toBeDefined();
        // A search sent in a body (`searchBody`) is a POST; any other list call is a GET.
        expect(operations[list.calls.list]?.[0], `${file}: ${list.calls.list}`).toBe(list.searchBody ? 'POST' : 'GET');
        // The narrower call read while nothing narrows the rows (`calls.unfiltered`) is a GET too.
        if (list.calls.unfiltered) expect(operations[list.calls.unfiltered]?.[0], `${file}: ${list.calls.unfiltered}`).toBe('GET');
      }
    });

    it('names forms that exist, whose calls are in the contract', () => {
      for (const [, list] of variants(described)) {
        // A read-only list has no row form (the schema refuses one).
        if (list.readOnly) continue;
        // An editor of its own (a page) has no row form: its calls are checked above.
        if (list.editor && !list.form) continue;
        const form = FORMS.get(list.form!);
        if (list.editForm) expect(FORMS.has(list.editForm)).toBe(true);
        if (list.add) expect(operations[form.create!.operation], `${list.form} create`).toBeDefined();
        if (list.rowActions!.includes('edit')) expect(operations[FORMS.get(list.editForm ?? list.form!).update!.operation]).toBeDefined();
      }
    });

    it('names parts found in the registries', () => {
      for (const [console, list] of variants(described)) {
        const parts = partsOf(console);
        for (const column of list.columns) expect(parts.cells.has(column.cell), `cell ${column.cell}`).toBe(true);
        if (list.explain) expect(parts.explanations.has(list.explain), `explanation ${list.explain}`).toBe(true);
        if (list.warnings) expect(parts.warnings.has(list.warnings), `warnings ${list.warnings}`).toBe(true);
        if (list.override) expect(parts.overrides.has(list.override), `override ${list.override}`).toBe(true);
        // Rows an override reads itself (`rows`) are not one call's answer: such a list only shows them.
        if (list.override && parts.overrides.get(list.override)?.rows) expect(list.readOnly, `override ${list.override} reads the rows`).toBe(true);
        if (list.entries) for (const child of [list.entries.list, ...Object.values(list.entries.by?.lists ?? {})]) expect(LISTS.has(child), `entries ${child}`).toBe(true);
      }
    });

    it('shows each console one column per id', () => {
      for (const [console, list] of variants(described)) {
        const ids = list.columns.map((column) => column.id);
        expect(new Set(ids).size, `${console}: ${ids.join(', ')}`).toBe(ids.length);
      }
    });

    it('has the calls its actions need', () => {
      const actions = list.rowActions ?? [];
      if (actions.includes('remove')) {
        expect(list.calls.delete ?? list.whole?.save).toBeDefined();
        // The confirmation of one row's removal.
        expect(list.remove?.title && list.remove.message).toBeTruthy();
      }
      if (actions.includes('domains')) expect(list.calls.bind).toBeDefined();
      if (actions.includes('entries')) expect(list.entries).toBeDefined();
      if (list.order) expect(list.calls.reorder).toBeDefined();
      if (list.columns.some((column) => column.cell === 'switch')) expect(list.calls.enable).toBeDefined();
    });

    it('has texts to translate', () => {
      expect(listTexts(list)).toEqual(expect.arrayContaining([list.label, list.empty, ...(list.add ? [list.add.label] : [])]));
    });
  });
});
