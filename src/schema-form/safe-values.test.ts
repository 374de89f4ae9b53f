// @vitest-environment node
// Values that land in a mail header or an Nginx directive (issue 24, item 8): the forms take the contract's
// HeaderSafeText and NginxPath, so a bad value is refused in the console with the rule's translated message (and
// not also "The format is wrong." for the same field's pattern).
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormDescriptor } from './descriptor';
import { allDescriptors } from './registry';
import { transformErrorsFor, validator } from './validator';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const forms = allDescriptors();
const form = (name: string) => forms.get(name)!;

/** The messages shown next to each field, as the form shows them. */
function messages(descriptor: FormDescriptor, data: Record<string, unknown>): Record<string, string[]> {
  const errors = transformErrorsFor(() => data)(validator.validateFormData(data, descriptor.schema).errors);
  const out: Record<string, string[]> = {};
  for (const e of errors) (out[(e.property ?? '').replace(/^\./, '')] ??= []).push(e.message ?? '');
  return out;
}

const CONTROL = 'Line breaks and other control characters are not allowed here.';
const PATH = 'Enter an absolute path (starting with /) without spaces, quotes, semicolons, braces, # or backslashes.';

describe('mail header fields', () => {
  const email = form('client.system.email');

  it.each(['Northwind\r\nBcc: victim@example.com', 'Edge\nX', 'a\u0000b', 'tab\there'])('the sender name refuses %j with the message', (fromName) => {
    expect(messages(email, { ...email.example, fromName })).toEqual({ fromName: [CONTROL] });
  });

  it('takes an ordinary sender name, also in Chinese', () => {
    expect(messages(email, { ...email.example, fromName: '北風邊緣 Northwind Edge' })).toEqual({});
  });
});

describe('Nginx path fields', () => {
  it.each([
    ['client.system.nginx.http', 'cacheDir'],
    ['client.zone.nginx.http', 'proxyCachePath'],
  ])('%s %s refuses what would end the directive', (name, field) => {
    const descriptor = form(name);
    for (const bad of ['/cache; include /etc/passwd', '/cache;', '/cache}', '/a{b', '/a"b', "/a'b", '/a#b', '/a\\b', '/a\nb', 'cache']) {
      expect(messages(descriptor, { ...descriptor.example, [field]: bad }), bad).toEqual({ [field]: [PATH] });
    }
    expect(messages(descriptor, { ...descriptor.example, [field]: '/var/cache/nginx-2' })).toEqual({});
  });
});
