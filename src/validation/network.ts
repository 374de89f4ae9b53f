// Addresses, ports, domains and URLs (spec 5). Parsing is ipaddr.js and punycode's; the rules are ours.
import ipaddr from 'ipaddr.js';
import { toASCII } from 'punycode/';

/** A plain IPv4 (four decimal parts, no leading zeros) or IPv6 address. */
export function isIp(value: string): boolean {
  if (ipaddr.IPv4.isValidFourPartDecimal(value)) return !/(^|\.)0\d/.test(value);
  return value.includes(':') && ipaddr.IPv6.isValid(value);
}

/** address/prefix with a prefix that fits the address family. */
export function isCidr(value: string): boolean {
  const at = value.indexOf('/');
  if (at < 0) return false;
  const address = value.slice(0, at);
  const prefix = value.slice(at + 1);
  if (!isIp(address) || !/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (address.includes(':') ? 128 : 32);
}

export const isIpOrCidr = (value: string) => isIp(value) || isCidr(value);

/** a-b with two addresses of the same family, the first not above the second. */
export function isIpRange(value: string): boolean {
  const parts = value.split('-');
  if (parts.length !== 2) return false;
  const [from, to] = parts.map((part) => part.trim());
  if (!isIp(from) || !isIp(to)) return false;
  const a = ipaddr.parse(from);
  const b = ipaddr.parse(to);
  if (a.kind() !== b.kind()) return false;
  const bytes = (x: ipaddr.IPv4 | ipaddr.IPv6) => x.toByteArray();
  const left = bytes(a);
  const right = bytes(b);
  for (let i = 0; i < left.length; i++) if (left[i] !== right[i]) return left[i] < right[i];
  return true;
}

export const isPort = (value: string) => /^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535;

/** Layer-4 forwarding ports: 1000 to 65000, except the ports the edge itself uses. */
export const L4_PORT_MIN = 1000;
export const L4_PORT_MAX = 65000;
export const L4_RESERVED_PORTS: readonly number[] = [3306, 3311, 6379, 9100];
export const L4_RESERVED_RANGE = [61000, 61199] as const;
export function l4PortProblem(port: number): 'range' | 'reserved' | null {
  if (!Number.isInteger(port) || port < L4_PORT_MIN || port > L4_PORT_MAX) return 'range';
  if (L4_RESERVED_PORTS.includes(port) || (port >= L4_RESERVED_RANGE[0] && port <= L4_RESERVED_RANGE[1])) return 'reserved';
  return null;
}

export interface DomainOptions {
  /** `*.example.com` allowed. */
  wildcard?: boolean;
  /** Underscores allowed in labels below the second level (on by default). */
  underscore?: boolean;
}

export type DomainProblem = 'uppercase' | 'format' | 'tld' | 'secondLevel' | 'length';

/**
 * The domain check of spec 5: converted with punycode; lowercase only; the top-level part is letters (at least 2)
 * or punycode; the second-level label has at most 63 characters and no underscore (digits allowed); other labels
 * may hold underscores unless turned off; an optional leading `*.`.
 */
export function domainProblem(value: string, options: DomainOptions = {}): DomainProblem | null {
  const { wildcard = false, underscore = true } = options;
  if (value !== value.toLowerCase()) return 'uppercase';
  let name = value;
  if (wildcard && name.startsWith('*.')) name = name.slice(2);
  let ascii: string;
  try {
    ascii = toASCII(name);
  } catch {
    return 'format';
  }
  if (ascii.length > 253) return 'length';
  const labels = ascii.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return 'format';
  const tld = labels[labels.length - 1];
  if (!/^[a-z]{2,63}$/.test(tld) && !/^xn--[a-z0-9-]{1,59}$/.test(tld)) return 'tld';
  const second = labels[labels.length - 2];
  if (second.length > 63 || !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(second)) return 'secondLevel';
  const lower = labels.slice(0, -2);
  const label = underscore ? /^[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?$/ : /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
  if (lower.some((l) => l.length > 63 || !label.test(l))) return 'format';
  return null;
}

/** An absolute http(s) URL. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Characters that only a regular expression would have: a preheat URL must be literal. */
export const looksLikeRegex = (value: string) => /[\^$*+?()[\]{}|\\]/.test(value);

/**
 * A regular expression the edge (PCRE) accepts, checked with the browser's engine. PCRE's leading inline
 * options such as `(?i)` (case-insensitive, common in Nginx rules) are not JavaScript syntax: they are read as
 * flags, and the rest is checked with them.
 */
export function isRegex(value: string): boolean {
  const options = /^\(\?([imsx]+)\)/.exec(value);
  const flags = [...new Set(options?.[1]?.replace('x', '') ?? '')].join('');
  try {
    new RegExp(options ? value.slice(options[0].length) : value, flags);
    return true;
  } catch {
    return false;
  }
}
