// Spec 5 details that the descriptors now take from the contract (issue 10, part 7), checked on the forms as
// they are rendered: the resolved schema of each descriptor with the console's validator.
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormDescriptor } from './descriptor';
import { allDescriptors } from './registry';
import { validator } from './validator';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const forms = allDescriptors();
const form = (name: string) => forms.get(name)!;
const errorsOf = (descriptor: FormDescriptor, data: Record<string, unknown>) =>
  validator.validateFormData(data, descriptor.schema).errors.map((e) => `${(e.property ?? '').replace(/^\./, '')} ${e.name}`);

describe('firewall forms', () => {
  const firewall = [...forms.values()].filter((d) => d.name.startsWith('user.site.firewall.'));

  it('all nine lists are forms', () => {
    expect(firewall.map((d) => d.name).sort()).toEqual(
      ['abuseIP', 'antiHeader', 'anticc', 'blacklist', 'frequency', 'geo', 'limitReq', 'userAgent', 'whitelist'].map((k) => `user.site.firewall.${k}`),
    );
  });

  it.each(firewall.map((d) => [d.name, d] as const))('%s requires the URL expression', (_name, descriptor) => {
    const { urlRegex: _gone, ...without } = descriptor.example;
    expect(errorsOf(descriptor, without)).toContain('urlRegex required');
    expect(errorsOf(descriptor, { ...descriptor.example, urlRegex: '^/(' })).toContain('urlRegex x-rule');
  });

  it('the deny list takes ranges a-b, the allow list does not', () => {
    const range = ['203.0.113.1-203.0.113.50'];
    const deny = form('user.site.firewall.blacklist');
    const allow = form('user.site.firewall.whitelist');
    expect(errorsOf(deny, { ...deny.example, ips: range })).toEqual([]);
    expect(errorsOf(deny, { ...deny.example, ips: ['203.0.113.50-203.0.113.1'] })).toContain('ips x-rule');
    expect(errorsOf(allow, { ...allow.example, ips: range })).not.toEqual([]);
  });

  it('a rate limit is keyed per IP or per URL, at most 100000 a second', () => {
    const limit = form('user.site.firewall.limitReq');
    expect(errorsOf(limit, { ...limit.example, type: 'header' })).toContain('type enum');
    expect(errorsOf(limit, { ...limit.example, rate: 100001 })).toContain('rate maximum');
  });
});

describe('forms whose constraints were fixed in the contract', () => {
  it("a custom header's value is required", () => {
    const header = form('user.module.customHeader.header');
    const { value: _gone, ...without } = header.example;
    expect(errorsOf(header, without)).toContain('value required');
  });

  it('a certificate may be pasted with white space around it', () => {
    const upload = form('user.site.certificate-create');
    const example = upload.example as { certificate: string; privateKey: string };
    expect(errorsOf(upload, { ...example, certificate: `  \n${example.certificate}\n\n`, privateKey: `\n${example.privateKey}  ` })).toEqual([]);
    expect(errorsOf(upload, { ...example, certificate: 'MIIB…' })).toContain('certificate pattern');
  });

  it('a proxy rewrite host is a host name with an optional port', () => {
    const rule = form('user.module.proxyRewrite.rule');
    expect(errorsOf(rule, { ...rule.example, host: 'origin.example:8080' })).toEqual([]);
    expect(errorsOf(rule, { ...rule.example, host: 'http://origin.example/' })).toContain('host pattern');
  });

  it('layer-4 ports are forwarding ports, 1000 to 65000 without the reserved ones', () => {
    for (const name of ['user.l4.blacklist', 'user.site.port-update']) {
      const descriptor = form(name);
      expect(errorsOf(descriptor, { ...descriptor.example, port: 80 }), name).not.toEqual([]);
      expect(errorsOf(descriptor, { ...descriptor.example, port: 3306 }), name).not.toEqual([]);
      expect(errorsOf(descriptor, { ...descriptor.example, port: 8000 }), name).toEqual([]);
    }
  });
});
