// @vitest-environment node
// The overlay check of form descriptors: it must catch an overlay that widens or repeats the contract.
import { describe, expect, it } from 'vitest';
import { checkOverlay, flatten, resolveDescriptor } from './form-schema.mjs';

const contract = {
  components: {
    schemas: {
      Name: { type: 'string', minLength: 1, maxLength: 64, description: 'for developers' },
      Base: {
        type: 'object',
        required: ['name'],
        additionalProperties: false,
        properties: { id: { type: 'integer' }, name: { $ref: '#/components/schemas/Name' }, kind: { type: 'string', enum: ['a', 'b', 'c'] }, urlRegex: { type: 'string', 'x-rule': 'regex' } },
      },
      Create: { allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', required: ['urlRegex'], properties: { urlRegex: { maxLength: 256 } } }] },
    },
  },
};
const descriptor = (properties: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  name: 'test.form',
  schema: { $ref: 'openapi#/components/schemas/Create', properties, ...extra },
});

describe('form schema from the contract', () => {
  it('flattens references and allOf, leaving the prose out', () => {
    const flat = flatten({ $ref: '#/components/schemas/Create' }, contract);
    expect(flat.required).toEqual(['name', 'urlRegex']);
    expect(flat.properties).toMatchObject({ name: { type: 'string', minLength: 1, maxLength: 64 }, urlRegex: { type: 'string', 'x-rule': 'regex', maxLength: 256 } });
    expect(JSON.stringify(flat)).not.toContain('for developers');
  });

  it("resolves a descriptor: the overlay's fields and texts on the contract's constraints", () => {
    const resolved = resolveDescriptor(descriptor({ name: { title: 'Name' }, urlRegex: { title: 'URL', default: '^/' } }), contract);
    expect(resolved.schema).toMatchObject({
      required: ['name', 'urlRegex'],
      properties: { name: { title: 'Name', minLength: 1, maxLength: 64 }, urlRegex: { title: 'URL', default: '^/', 'x-rule': 'regex' } },
    });
    expect(Object.keys(resolved.schema.properties as object)).toEqual(['name', 'urlRegex']);
  });

  it('accepts an overlay that only narrows', () => {
    expect(checkOverlay(descriptor({ name: { title: 'Name', maxLength: 32 }, kind: { enum: ['a', 'b'] } }, { required: ['kind'] }), contract)).toEqual([]);
  });

  it('refuses an overlay that widens or repeats the contract', () => {
    const problems = checkOverlay(
      descriptor({ name: { maxLength: 128, minLength: 1 }, kind: { enum: ['a', 'z'] }, urlRegex: { 'x-rule': 'url-list' }, other: {} }, { required: ['name'] }),
      contract,
    );
    expect(problems).toEqual([
      'form test.form: /properties/name/maxLength: 128 widens the contract\'s 64',
      'form test.form: /properties/name/minLength: repeats the contract (1)',
      'form test.form: /properties/kind/enum: offers values the contract refuses',
      'form test.form: /properties/urlRegex/x-rule: "url-list" replaces the contract\'s "regex"',
      'form test.form: /properties/other: not a field of the contract',
      'form test.form: /required: name already required by the contract',
    ]);
  });

  it('refuses a descriptor that does not take its schema from the contract', () => {
    expect(checkOverlay({ name: 'test.form', schema: { type: 'object' } }, contract)).toEqual(['form test.form: its schema does not $ref the contract']);
  });
});
