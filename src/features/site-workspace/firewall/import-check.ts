// An IP-list file checked against the list as it is, before anything is sent: the server takes the rules
// one call at a time, so a duplicate or the 5000-IP limit found half-way would leave half a file imported.
import { t } from '@lingui/core/macro';
import ipaddr from 'ipaddr.js';
import { METHODS } from './labels';
import type { Values } from './rule-values';

const MAX_IPS = 5000;

/** One form of an address or block, so that 2001:DB8::1 and 2001:db8:0::1/128 are the same entry. */
export function canonicalIp(value: string): string {
  const text = value.trim();
  try {
    if (text.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(text);
      return bits === (address.kind() === 'ipv4' ? 32 : 128) ? address.toString() : `${address.toString()}/${bits}`;
    }
    return ipaddr.parse(text).toString();
  } catch {
    return text.toLowerCase();
  }
}

const methodsKey = (methods: unknown) =>
  Array.isArray(methods) && methods.length > 0 && !METHODS.every((m) => methods.includes(m)) ? METHODS.filter((m) => methods.includes(m)).join(',') : '*';

/** Where a rule applies: two rules of one list may not share an IP there. */
const scopeOf = (rule: Values) => [rule.url ?? '', rule.urlRegex ?? '', methodsKey(rule.methodValues), rule.port ?? '*'].join('|');

/** The problem of adding these rules to an IP list that holds `existing`, in words; null when they fit. */
export function ipListImportProblem(existing: readonly Values[], imported: readonly Values[]): string | null {
  const ipsOf = (rule: Values) => (Array.isArray(rule.ips) ? (rule.ips as string[]) : []);
  const total = [...existing, ...imported].reduce((sum, rule) => sum + ipsOf(rule).length, 0);
  if (total > MAX_IPS) return t`With this file the list would hold ${total} IPs; a list holds at most 5000.`;
  const taken = new Set(existing.flatMap((rule) => ipsOf(rule).map((ip) => `${scopeOf(rule)}|${canonicalIp(ip)}`)));
  for (let index = 0; index < imported.length; index++) {
    const rule = imported[index]!;
    for (const ip of ipsOf(rule)) {
      const key = `${scopeOf(rule)}|${canonicalIp(ip)}`;
      if (taken.has(key)) {
        const number = index + 1;
        return t`Rule ${number} of the file: ${ip} is already in this list for the same URLs and methods.`;
      }
      taken.add(key);
    }
  }
  return null;
}
