// @vitest-environment node
// A field with a named rule (`x-rule`) beside the contract's limits says the rule's one message, not the limit's too:
// a layer-4 origin's weight of 150 is "a whole number from 1 to 100", said once.
import { i18n } from '@lingui/core';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { allDescriptors } from './registry';
import { transformErrorsFor, validator } from './validator';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const errorsFor = (schema: RJSFSchema, data: Record<string, unknown>) =>
  validator.validateFormData(data, schema, undefined, transformErrorsFor(() => data)).errors.map((e) => `${e.property} ${e.message}`);

describe('a rule beside a limit', () => {
  const origin = allDescriptors().get('user.site.port-origin')!;
  const example = origin.example as Record<string, unknown>;

  it("says the rule's message alone", () => {
    expect(errorsFor(origin.schema as RJSFSchema, { ...example, weight: 150 })).toEqual(['.weight Enter a whole number from 1 to 100.']);
    expect(errorsFor(origin.schema as RJSFSchema, { ...example, weight: 0 })).toEqual(['.weight Enter a whole number from 1 to 100.']);
    expect(errorsFor(origin.schema as RJSFSchema, example)).toEqual([]);
  });

  it("keeps a limit's message where no rule is beside it", () => {
    expect(errorsFor(origin.schema as RJSFSchema, { ...example, port: 70000 })).toEqual(['.port Enter a number of at most 65535.']);
  });
});
