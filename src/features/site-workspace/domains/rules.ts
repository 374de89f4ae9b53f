// What the Domains tab checks before sending anything (spec 5): domain names one a line (punycode, optional
// wildcard, IPs allowed as the contract allows them), origins typed as host[:port], listening ports, and the
// origin rules of spec 4/5 (one enabled origin at least; HTTP/HTTPS need a port; follow needs port mapping).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toASCII } from 'punycode/';
import type { UserDomainUpstreamInput, UserOriginProtocol } from '../../../api/generated/model';
import { domain, LIST_MESSAGES, lines, MAX_ITEMS } from '../../../validation/lists';
import { isIp, isPort } from '../../../validation/network';
import { MESSAGES, type Rule } from '../../../validation/rules';

/** The same "Line n: problem" message as the shared list rules (one catalogue entry). */
const LINE = msg({ message: 'Line {line}: {problem}', comment: 'problem is another message, already translated' });
const atLine = (line: number, problem: MessageDescriptor): MessageDescriptor => ({ ...LINE, values: { line, problem } });

export const DOMAIN_MESSAGES = {
  duplicateName: msg`This domain is listed twice.`,
  badOrigin: msg`Enter a host name or an IP address, optionally with a port (such as 203.0.113.10:8080).`,
  duplicateOrigin: msg`The same origin is listed twice.`,
  noOrigin: msg`Give the domain at least one origin after its name.`,
  badPorts: msg`Enter ports from 1 to 65535, separated by commas.`,
  noPorts: msg`Give at least one HTTP or HTTPS port.`,
  followNeedsPortMap: msg`Following the visitor's protocol needs port mapping on.`,
  unknownName: msg`This is not a domain of this site.`,
  enabledName: msg`This domain is enabled: disable it before removing it.`,
} satisfies Record<string, MessageDescriptor>;

/** A domain name as sent: lowercase punycode, the wildcard kept. IPs are sent as they are. */
export function asciiName(name: string): string {
  if (isIp(name)) return name;
  if (name.startsWith('*.')) return `*.${toASCII(name.slice(2))}`;
  return toASCII(name);
}

/** One name: an IP, or a domain that passes the check of spec 5. */
export const nameRule =
  (wildcard: boolean): Rule =>
  (value) =>
    isIp(value) ? null : domain({ wildcard })(value);

/**
 * Lines that each start with a domain name: at least one, at most 5000, each line passing `line` (given the name
 * rule), no name twice (after punycode). `line` answers the line's name and its problem, if any.
 */
const namedLinesRule =
  (wildcard: boolean, line: (text: string, name: Rule) => { name: string; problem: MessageDescriptor | null }): Rule =>
  (value) => {
    const items = lines(value);
    if (items.length === 0) return MESSAGES.required;
    if (items.length > MAX_ITEMS) return LIST_MESSAGES.maxItems;
    const one = nameRule(wildcard);
    const seen = new Set<string>();
    for (let i = 0; i < items.length; i++) {
      const { name, problem } = line(items[i]!, one);
      if (problem) return atLine(i + 1, problem);
      const ascii = asciiName(name);
      if (seen.has(ascii)) return atLine(i + 1, DOMAIN_MESSAGES.duplicateName);
      seen.add(ascii);
    }
    return null;
  };

/** Domain names one a line: each valid, none twice (after punycode), at most 5000. */
export const domainLinesRule = (wildcard: boolean): Rule => namedLinesRule(wildcard, (text, one) => ({ name: text, problem: one(text) }));

/** The names typed one a line, as they will be sent. */
export const namesOf = (value: string): string[] => lines(value).map(asciiName);

/** Lines of names whose sent form differs from what was typed (internationalised names). */
export const convertedNames = (value: string): { typed: string; sent: string }[] =>
  lines(value).flatMap((typed) => {
    try {
      const sent = asciiName(typed);
      return sent !== typed ? [{ typed, sent }] : [];
    } catch {
      return [];
    }
  });

// The contract's origin host: a host name (letters, digits, hyphens; underscores below the last label) or an IP.
const HOST_NAME = /^([A-Za-z0-9_]([A-Za-z0-9_-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
export const isOriginHost = (host: string): boolean => host.length <= 253 && (isIp(host) || HOST_NAME.test(host));

/** `host`, `host:port`, `[IPv6]:port` or a bare IPv6 address; null when it is none of them. */
export function parseOrigin(text: string): { host: string; port?: number } | null {
  const bracketed = text.match(/^\[([^\]]+)\](?::(\d+))?$/);
  if (bracketed) {
    const [, host, port] = bracketed;
    if (!host || !isIp(host) || !host.includes(':')) return null;
    if (port !== undefined && !isPort(port)) return null;
    return port === undefined ? { host } : { host, port: Number(port) };
  }
  if (isIp(text)) return { host: text };
  const parts = text.split(':');
  if (parts.length > 2) return null;
  const [host = '', port] = parts;
  if (!isOriginHost(host)) return null;
  if (port !== undefined && !isPort(port)) return null;
  return port === undefined ? { host } : { host, port: Number(port) };
}

const originKey = (origin: { host: string; port?: number }) => `${origin.host.toLowerCase()}:${origin.port ?? ''}`;

/** Origins one a line (host or IP with an optional port): each valid, none twice. */
export const originLinesRule: Rule = (value) => {
  const items = lines(value);
  if (items.length === 0) return MESSAGES.required;
  if (items.length > 100) return msg`A domain has at most 100 origins.`;
  const seen = new Set<string>();
  for (let i = 0; i < items.length; i++) {
    const origin = parseOrigin(items[i]!);
    if (!origin) return atLine(i + 1, DOMAIN_MESSAGES.badOrigin);
    if (seen.has(originKey(origin))) return atLine(i + 1, DOMAIN_MESSAGES.duplicateOrigin);
    seen.add(originKey(origin));
  }
  return null;
};

/** The port an origin gets when none is typed: 80 (spec 9), 443 towards HTTPS; none when it follows the visitor. */
export const defaultOriginPort = (protocol: UserOriginProtocol): number | undefined =>
  protocol === 'follow' ? undefined : protocol === 'https' ? 443 : 80;

/** Typed origins as the body's upstreams (weight 1, enabled). */
export function upstreamsOf(origins: readonly string[], protocol: UserOriginProtocol): UserDomainUpstreamInput[] {
  return origins.flatMap((text) => {
    const origin = parseOrigin(text);
    if (!origin) return [];
    const port = origin.port ?? defaultOriginPort(protocol);
    return [{ host: origin.host, ...(port === undefined ? {} : { port }), weight: 1, protocol, enabled: true }];
  });
}

/** One line of a batch: `name origin[:port] [origin…]`, the origins separated by spaces or commas. */
export function splitBatchLine(line: string): { name: string; origins: string[] } {
  const [name = '', ...rest] = line.split(/[\s,]+/).filter(Boolean);
  return { name, origins: rest };
}

/** Batch lines: each a valid name followed by its origins; no name twice. */
export const batchLinesRule = (wildcard: boolean): Rule =>
  namedLinesRule(wildcard, (text, one) => {
    const { name, origins } = splitBatchLine(text);
    return { name, problem: one(name) ?? originsProblem(origins) };
  });

/** The origins of one batch line: at least one, each `host[:port]`, none twice. */
function originsProblem(origins: string[]): MessageDescriptor | null {
  if (origins.length === 0) return DOMAIN_MESSAGES.noOrigin;
  const parsed = origins.map(parseOrigin);
  if (parsed.some((origin) => origin === null)) return DOMAIN_MESSAGES.badOrigin;
  if (new Set(parsed.map((origin) => originKey(origin!))).size < parsed.length) return DOMAIN_MESSAGES.duplicateOrigin;
  return null;
}

/** Ports typed as `80, 8080` (empty allowed: that protocol is off). */
export const portListRule: Rule = (value) => {
  const items = value.split(/[\s,]+/).filter(Boolean);
  if (items.some((item) => !isPort(item))) return DOMAIN_MESSAGES.badPorts;
  if (items.length > 100) return LIST_MESSAGES.maxItems;
  return null;
};

export const portsOf = (value: string): number[] => [...new Set(value.split(/[\s,]+/).filter(isPort).map(Number))];

/** Names to remove, one a line, checked against the site's domains: unknown and enabled ones are named. */
export function removableNamesRule(known: ReadonlyMap<string, { status: number }> | null): Rule {
  const shape = domainLinesRule(true);
  return (value) => {
    const problem = shape(value);
    if (problem || !known) return problem;
    const items = lines(value);
    for (let i = 0; i < items.length; i++) {
      const found = known.get(asciiName(items[i]!));
      if (!found) return atLine(i + 1, DOMAIN_MESSAGES.unknownName);
      if (found.status === 1) return atLine(i + 1, DOMAIN_MESSAGES.enabledName);
    }
    return null;
  };
}
