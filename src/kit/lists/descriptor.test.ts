// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { forConsole, type ListDescriptor } from './descriptor';

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
    expect(client.remove.message).toBe('Gone for the end user.');
    expect(client.remove.title).toBe('Remove {name}?');
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
