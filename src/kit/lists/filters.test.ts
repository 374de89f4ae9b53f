// A list's filters in its texts (`{<param>}`: the name of the choice made), a select that always holds a choice
// (`required`) in the schema, and filters holding several values (`tags` checked by a `format`, `multiselect`).
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import schema from '../../../forms/schema/list-descriptor.schema.json';
import type { ListDescriptor, ListFilter } from './descriptor';
import { badValues, choiceNamesOf, filterParams, filterValues, keptSeveral, severalOf } from './filters';
import { listTexts } from './texts';

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

describe('filters holding several values', () => {
  const ips: ListFilter = { param: 'ips', label: 'Search by IP', kind: 'tags', format: 'ip', invalid: 'Not an IP: {values}' };
  const causes: ListFilter = {
    param: 'causes',
    label: 'Cause',
    kind: 'multiselect',
    type: 'number',
    choices: [
      { value: '3', label: 'Deny list' },
      { value: '4', label: 'Anti-CC' },
    ],
  };
  const several = [ips, causes, search];

  it('are kept as one text and read back as the values typed or chosen', () => {
    expect(severalOf(keptSeveral(['203.0.113.45', 'not-an-ip']))).toEqual(['203.0.113.45', 'not-an-ip']);
    expect(severalOf(keptSeveral([]))).toEqual([]);
    expect(severalOf(undefined)).toEqual([]);
  });

  it('send each value that fits the format once, trimmed, as a list; a number filter its numbers', () => {
    const values = { ips: keptSeveral([' 203.0.113.45', 'not-an-ip', '2001:db8::1', '203.0.113.45']), causes: keptSeveral(['3', '4']), name: 'shop' };
    expect(filterParams(several, values)).toEqual({ ips: ['203.0.113.45', '2001:db8::1'], causes: [3, 4], name: 'shop' });
  });

  it('send nothing while no typed value fits (the filter is not set)', () => {
    expect(filterParams(several, { ips: keptSeveral(['not-an-ip', '10.0.0.256']), causes: '' })).toEqual({});
    expect(badValues(ips, keptSeveral(['not-an-ip', '203.0.113.45', '10.0.0.256']))).toEqual(['not-an-ip', '10.0.0.256']);
  });

  it('check nothing without a format', () => {
    expect(badValues({ ...ips, format: undefined }, keptSeveral(['anything']))).toEqual([]);
    expect(filterParams([{ ...ips, format: undefined }], { ips: keptSeveral(['a b', 'c']) })).toEqual({ ips: ['a b', 'c'] });
  });

  it("name a multiselect's choices made, joined", () => {
    const choices3 = { causes: [{ value: '3', label: 'Deny list' }, { value: '4', label: 'Anti-CC' }] };
    expect(choiceNamesOf(several, choices3, { causes: keptSeveral(['4', '3']) })).toEqual({ causes: 'Anti-CC, Deny list' });
    expect(choiceNamesOf(several, choices3, { causes: '' })).toEqual({});
  });

  it('are accepted by the schema; a format needs its invalid text, and is one the kit knows', () => {
    const withSeveral = { ...list, filters: several };
    expect(validate(withSeveral), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...list, filters: [{ ...ips, invalid: undefined }] })).toBe(false);
    expect(validate({ ...list, filters: [{ ...ips, format: 'email' }] })).toBe(false);
    expect(validate({ ...list, filters: [{ ...causes, kind: 'checkboxes' }] })).toBe(false);
  });

  it("give the invalid text to the catalogue", () => {
    expect(listTexts({ ...list, filters: several })).toEqual(expect.arrayContaining(['Search by IP', 'Not an IP: {values}', 'Cause', 'Anti-CC']));
  });
});
