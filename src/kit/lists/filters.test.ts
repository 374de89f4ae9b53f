// A list's filters in its texts (`{<param>}`: the name of the choice made) and a select that always holds a choice
// (`required`) in the schema.
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import schema from '../../../forms/schema/list-descriptor.schema.json';
import type { ListDescriptor, ListFilter } from './descriptor';
import { choiceNamesOf, filterValues } from './filters';

const table: ListFilter = {
  param: 'table',
  label: 'Log table',
  kind: 'select',
  required: true,
  initial: 'access',
  choices: [
    { value: 'access', label: 'Access log' },
    { value: 'waf', label: 'WAF log' },
  ],
};
const search: ListFilter = { param: 'name', label: 'Name', kind: 'search' };
const choices = { table: [{ value: 'access', label: 'Access log' }, { value: 'waf', label: 'WAF log' }] };
const validate = new Ajv({ allErrors: true }).compile(schema);
const list: ListDescriptor = {
  name: 'client.list.parts',
  label: 'Stored days of the {table}',
  empty: 'None.',
  readOnly: true,
  calls: { list: 'client-systemSetting-list-log-retention' },
  rowName: 'part',
  columns: [{ id: 'part', header: 'Day', cell: 'text' }],
  filters: [table, search],
};

describe("a filter's choice in the list's texts", () => {
  it('names the choice made, the initial one first', () => {
    expect(choiceNamesOf(list.filters, choices, filterValues(list.filters, choices, {}))).toEqual({ table: 'Access log' });
    expect(choiceNamesOf(list.filters, choices, { table: 'waf', name: 'shop' })).toEqual({ table: 'WAF log' });
  });

  it('names nothing for a typed filter, or a value that is no choice', () => {
    expect(choiceNamesOf(list.filters, choices, { table: 'gone', name: 'shop' })).toEqual({});
  });
});

describe('required in the schema', () => {
  it('is accepted on a select', () => {
    expect(validate(list), JSON.stringify(validate.errors)).toBe(true);
  });

  it('is a yes or no', () => {
    expect(validate({ ...list, filters: [{ ...table, required: 'yes' }] })).toBe(false);
  });
});
