// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import Ajv from 'ajv';
import schema from '../../../forms/schema/list-descriptor.schema.json';
import { forConsole, type ListDescriptor } from './descriptor';
import { filterValues } from './filters';
import { memoOf } from './cells';
import { doneTexts } from './done';
import { listTexts } from './texts';

const shared: ListDescriptor = {
  name: 'common.list.things',
  label: 'Things',
  empty: 'No thing yet.',
  form: 'user.thing',
  calls: { list: 'user-thing-list', delete: 'user-thing-delete' },
  rowName: 'name',
  columns: [
    { id: 'name', header: 'Name', cell: 'text' },
    { id: 'owner', header: 'Owner', cell: 'text', only: ['client'] },
    { id: 'state', header: 'State', cell: 'enabled', only: ['user'] },
  ],
  rowActions: ['edit', 'remove'],
  add: { label: 'Add thing', initial: { enabled: true } },
  remove: { title: 'Remove {name}?', message: 'Gone.', bulkTitle: 'Remove {count}?', bulkMessage: 'Gone.' },
  consoles: {
    user: { intro: 'Your things.' },
    client: { form: 'client.thing', calls: { list: 'client-thing-list' }, add: { initial: { owner: 0 } }, remove: { message: 'Gone for the end user.' } },
  },
};

describe('forConsole', () => {
  it("lays a console's lines over the common ones, its columns only", () => {
    const client = forConsole(shared, 'client');
    expect(client.form).toBe('client.thing');
    expect(client.calls).toEqual({ list: 'client-thing-list', delete: 'user-thing-delete' });
    expect(client.add).toEqual({ label: 'Add thing', initial: { enabled: true, owner: 0 } });
    expect(client.remove!.message).toBe('Gone for the end user.');
    expect(client.remove!.title).toBe('Remove {name}?');
    expect(client.columns.map((column) => column.id)).toEqual(['name', 'owner']);
    const user = forConsole(shared, 'user');
    expect(user.intro).toBe('Your things.');
    expect(user.form).toBe('user.thing');
    expect(user.columns.map((column) => column.id)).toEqual(['name', 'state']);
  });

  it('refuses a console the descriptor does not serve, and leaves a one-console descriptor as it is', () => {
    expect(() => forConsole(shared, 'admin')).toThrow(/not shown in the admin console/);
    const single = { ...shared, consoles: undefined };
    expect(forConsole(single, 'admin')).toBe(single);
  });
});

describe('read-only lists', () => {
  const validate = new Ajv({ allErrors: true }).compile(schema);
  const readOnly: ListDescriptor = {
    name: 'user.list.usages',
    label: 'Usages',
    empty: 'No usage.',
    readOnly: true,
    calls: { list: 'user-traffic-list-monthly-usages' },
    keyFields: ['year', 'month'],
    rowName: 'productName',
    columns: [{ id: 'productName', header: 'Product', cell: 'text' }],
    filters: [{ param: 'year', label: 'Year', kind: 'select', type: 'number', choicesFrom: 'traffic.years', initial: 'first', width: 120 }],
  };

  it('need no row form, add, remove or row buttons, and may not have them', () => {
    expect(validate(readOnly), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...readOnly, form: 'user.thing' })).toBe(false);
    expect(validate({ ...readOnly, rowActions: ['remove'] })).toBe(false);
    // A list that writes still needs them all.
    const { readOnly: _, ...editable } = readOnly;
    expect(validate(editable)).toBe(false);
    expect(validate({ ...editable, form: shared.form, rowActions: shared.rowActions, add: shared.add, remove: shared.remove })).toBe(true);
    expect(validate({ ...readOnly, keyFields: ['year'] })).toBe(false);
  });

  it('stay without add and remove in each console', () => {
    const both = forConsole({ ...readOnly, name: 'common.list.usages', consoles: { user: { label: 'Your usages' } } }, 'user');
    expect(both.label).toBe('Your usages');
    expect(both).not.toHaveProperty('add');
    expect(both).not.toHaveProperty('remove');
  });
});

describe('lists whose editor is a page', () => {
  const validate = new Ajv({ allErrors: true }).compile(schema);
  const { form: _, ...formless } = shared;
  const paged: ListDescriptor = {
    ...formless,
    consoles: undefined,
    editor: { addTo: 'things/create', editTo: 'things/edit/{id}', create: 'kind-thing-create', update: 'kind-thing-update' },
    calls: { list: 'kind-thing-list', delete: 'kind-thing-delete' },
    remove: { param: 'thingId', title: 'Remove {name}?', message: '{holders, plural, =0 {Nobody uses it.} other {# use it.}}', keep: { field: 'isDefault', reason: '{name} is kept.' } },
  };

  it('need no row form, and a read-only list may not have one', () => {
    expect(validate(paged), JSON.stringify(validate.errors)).toBe(true);
    const { editor: __, ...neither } = paged;
    expect(validate(neither)).toBe(false);
    expect(validate({ ...paged, editor: { ...paged.editor, update: undefined } })).toBe(false);
    const { rowActions: _a, add: _b, remove: _c, ...reading } = paged;
    expect(validate({ ...reading, readOnly: true })).toBe(false);
  });

  it('remove one row named in the path, with no texts of a selection', () => {
    expect(validate({ ...paged, remove: { ...paged.remove, bulkTitle: 'Remove {count}?', bulkMessage: 'Gone.' } })).toBe(false);
    const { param: _, ...bulk } = paged.remove!;
    // Without `param`, the removal of a selection needs its texts.
    expect(validate({ ...paged, remove: bulk })).toBe(false);
    expect(validate({ ...paged, remove: { ...bulk, bulkTitle: 'Remove {count}?', bulkMessage: 'Gone.' } })).toBe(true);
    expect(validate({ ...paged, remove: { ...paged.remove, keep: { field: 'isDefault' } } })).toBe(false);
  });

  it('give the reason a row is kept to the translators', () => {
    expect(listTexts(paged)).toEqual(expect.arrayContaining(['{name} is kept.', paged.remove!.message]));
    expect(listTexts(paged)).not.toContain('things/edit/{id}');
  });
});

describe('texts of a narrower edit, a searched list and what a form said', () => {
  const validate = new Ajv({ allErrors: true }).compile(schema);
  const certificates: ListDescriptor = {
    ...shared,
    consoles: undefined,
    form: 'user.site.certificate-create',
    editForm: 'user.site.certificate-rename',
    emptyFiltered: 'No thing has this name.',
    editLabel: 'Rename',
    filters: [{ param: 'sslName', label: 'Search by name', kind: 'search', fromAddress: true }],
    done: { added: 'Thing {name} uploaded', saved: 'Thing renamed to {name}' },
  };

  it('are accepted (form names with hyphens too) and given to the translators', () => {
    expect(validate(certificates), JSON.stringify(validate.errors)).toBe(true);
    expect(listTexts(certificates)).toEqual(expect.arrayContaining(['No thing has this name.', 'Rename', 'Thing {name} uploaded', 'Thing renamed to {name}']));
    expect(validate({ ...certificates, filters: [{ ...certificates.filters![0]!, fromAddress: 'yes' }] })).toBe(false);
    expect(validate({ ...certificates, editLabel: '' })).toBe(false);
    // A badge's colours are values, even for a value named like a text key (`none`).
    const colored = { ...certificates, columns: [{ id: 'state', header: 'State', cell: 'choiceBadge', labels: { none: 'No certificate' }, colors: { none: 'gray' } }] };
    expect(listTexts(colored)).toContain('No certificate');
    expect(listTexts(colored)).not.toContain('gray');
  });
});

describe('filterValues', () => {
  const filters: ListDescriptor['filters'] = [
    { param: 'year', label: 'Year', kind: 'select', choicesFrom: 'traffic.years', initial: 'first' },
    { param: 'state', label: 'State', kind: 'select', initial: 'normal' },
    { param: 'month', label: 'Month', kind: 'select' },
  ];
  const choices = { year: [{ value: '2026', label: '2026' }, { value: '2025', label: '2025' }], state: [], month: [] };

  it('starts on the first choice or the value the descriptor names', () => {
    expect(filterValues(filters, choices, {})).toEqual({ year: '2026', state: 'normal' });
  });

  it('keeps what was chosen, a cleared filter cleared', () => {
    expect(filterValues(filters, choices, { year: '2025', month: '3' })).toEqual({ year: '2025', state: 'normal', month: '3' });
    expect(filterValues(filters, choices, { year: '', state: '' })).toEqual({ year: '', state: '' });
  });

  it('waits for choices still loading', () => {
    expect(filterValues(filters, { year: [] }, {})).toEqual({ state: 'normal' });
  });
});

describe('a name with a detail under it', () => {
  const validate = new Ajv({ allErrors: true }).compile(schema);
  const rule = { id: 1, name: 'SQL injection', description: 'Detects SQL injection.', memo: 'not this' };

  it('shows the memo by default, the field a column names with `detail`', () => {
    expect(memoOf(rule, { id: 'name', header: 'Rule', cell: 'nameMemo' })).toBe('not this');
    expect(memoOf(rule, { id: 'name', header: 'Rule', cell: 'nameMemo', detail: 'description' })).toBe('Detects SQL injection.');
    expect(memoOf({ id: 2 }, { id: 'name', header: 'Rule', cell: 'nameMemo', detail: 'description' })).toBe('');
  });

  it('is a field name in the format', () => {
    const list = { name: 'user.list.rules', label: 'Rules', empty: 'None.', readOnly: true, calls: { list: 'user-waf-list-default-rules' }, rowName: 'name' };
    expect(validate({ ...list, columns: [{ id: 'name', header: 'Rule', cell: 'nameMemo', detail: 'description' }] }), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...list, columns: [{ id: 'name', header: 'Rule', cell: 'nameMemo', detail: 3 }] })).toBe(false);
  });
});

describe('what the row form says once done', () => {
  const validate = new Ajv({ allErrors: true }).compile(schema);
  const origins: ListDescriptor = {
    ...shared,
    consoles: undefined,
    name: 'user.list.origins',
    done: { added: 'Origin {host}:{port} added to {domain}', saved: 'Origin {host}:{port} of {domain} saved' },
  };
  const texts = (row?: Record<string, unknown>, more?: Record<string, unknown>) => ({ domain: 'example.com', ...row, ...more });
  beforeAll(() => i18n.activate('en'));
  /** Without the bidi isolation of values the user typed. */
  const plain = (text?: string) => text?.replace(/[\u2066-\u2069]/g, '');

  it('may be said with the values written (added, saved), else the form says it', () => {
    expect(validate(origins), JSON.stringify(validate.errors)).toBe(true);
    const done = doneTexts(origins, texts);
    expect(plain(done.written({ host: '203.0.113.7', port: 8080 }, 'create'))).toBe('Origin 203.0.113.7:8080 added to example.com');
    expect(plain(done.written({ host: '203.0.113.7', port: 81 }, 'edit'))).toBe('Origin 203.0.113.7:81 of example.com saved');
    expect(doneTexts({ ...origins, done: undefined }, texts).written({ host: 'a' }, 'create')).toBeUndefined();
    expect(listTexts(origins)).toEqual(expect.arrayContaining(['Origin {host}:{port} added to {domain}', 'Origin {host}:{port} of {domain} saved']));
  });
});

describe('a search by POST with a time range (the audit log)', () => {
  const validate = new Ajv({ allErrors: true }).compile(schema);
  const range = { param: 'startTime', to: 'endTime', kind: 'range', label: 'From', toLabel: 'To', days: 7 } as const;
  const audit = {
    name: 'common.list.audit',
    label: 'Audit log',
    empty: 'None.',
    readOnly: true,
    searchBody: true,
    calls: { list: 'user-auditLog-search-audit-logs' },
    rowName: 'url',
    filters: [range],
    columns: [{ id: 'url', header: 'URL', cell: 'text' }],
  };

  it('sends its filters in the body and has a range with both ends labelled', () => {
    expect(validate(audit), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...audit, searchBody: 'yes' })).toBe(false);
    // A range names its end, the end's label and how many days it starts back.
    for (const missing of ['to', 'toLabel', 'days'] as const) {
      const { [missing]: _left, ...rest } = range;
      expect(validate({ ...audit, filters: [rest] }), missing).toBe(false);
    }
    expect(validate({ ...audit, filters: [{ ...range, days: 0 }] })).toBe(false);
    expect(listTexts(audit)).toEqual(expect.arrayContaining(['From', 'To']));
  });
});

describe("a console's own bulk actions (the log exports' removal)", () => {
  const validate = new Ajv({ allErrors: true }).compile(schema);
  const action = (call: string) => ({ label: 'Remove selected', call, title: 'Remove {count}?', message: 'Gone.', done: '{count} removed' });
  const exports: ListDescriptor = {
    name: 'common.list.exports',
    label: 'Exports',
    empty: 'None.',
    readOnly: true,
    calls: { list: 'user-logExport-list-exports' },
    rowName: 'id',
    columns: [{ id: 'id', header: 'ID', cell: 'text' }],
    bulk: [action('user-logExport-delete-exports')],
    consoles: { user: {}, client: { calls: { list: 'client-log-list-exports' }, bulk: [action('client-log-delete-exports')] } },
  };

  it("replace the common ones in that console only", () => {
    expect(validate(exports), JSON.stringify(validate.errors)).toBe(true);
    expect(forConsole(exports, 'client').bulk!.map((a) => a.call)).toEqual(['client-log-delete-exports']);
    expect(forConsole(exports, 'user').bulk!.map((a) => a.call)).toEqual(['user-logExport-delete-exports']);
    expect(validate({ ...exports, consoles: { client: { bulk: [] } } })).toBe(false);
  });
});

describe("filters offered in some consoles only (the users' type and client filters)", () => {
  const validate = new Ajv({ allErrors: true }).compile(schema);
  const accounts: ListDescriptor = {
    name: 'common.list.accounts',
    label: 'Users',
    empty: 'None.',
    readOnly: true,
    calls: { list: 'kind-account-list-accounts' },
    rowName: 'accountName',
    columns: [{ id: 'accountName', header: 'Account', cell: 'text' }],
    filters: [
      { param: 'name', kind: 'search', label: 'Search' },
      { param: 'auth', kind: 'select', label: 'Type', only: ['client', 'admin'] },
    ],
    consoles: { user: {}, client: {}, admin: {} },
  };

  it('are left out of the other consoles', () => {
    expect(validate(accounts), JSON.stringify(validate.errors)).toBe(true);
    expect(forConsole(accounts, 'user').filters!.map((filter) => filter.param)).toEqual(['name']);
    expect(forConsole(accounts, 'admin').filters!.map((filter) => filter.param)).toEqual(['name', 'auth']);
    expect(validate({ ...accounts, filters: [{ param: 'auth', kind: 'select', label: 'Type', only: ['reseller'] }] })).toBe(false);
  });
});

describe("a row's entries in a dialog, the dialogs' own titles, rows added otherwise", () => {
  const validate = new Ajv({ allErrors: true }).compile(schema);
  const ports: ListDescriptor = {
    ...shared,
    consoles: undefined,
    name: 'user.list.ports',
    rowActions: ['entries', 'edit', 'remove'],
    entries: { list: 'user.list.ports.origins', label: 'Origins', title: 'Origins of port {port}', param: 'portId', show: 'dialog' },
    add: { label: 'Add an origin', title: 'Add an origin' },
    editTitle: 'Edit the origin',
  };

  it('are in the format, and their texts are translated', () => {
    expect(validate(ports), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...ports, entries: { ...ports.entries, show: 'modal' } })).toBe(false);
    expect(validate({ ...ports, editTitle: '' })).toBe(false);
    expect(listTexts(ports)).toEqual(expect.arrayContaining(['Add an origin', 'Edit the origin', 'Origins of port {port}']));
  });

  it('may leave out `add` (its override adds rows its own way), not `remove`', () => {
    const { add: _add, ...withoutAdd } = ports;
    expect(validate(withoutAdd), JSON.stringify(validate.errors)).toBe(true);
    const { remove: _remove, ...withoutRemove } = ports;
    expect(validate(withoutRemove)).toBe(false);
  });
});
