// IP addresses and CIDR blocks of rule lists: strict checks (the contract's pattern is loose for IPv6)
// and a canonical form so that 2001:DB8::1 and 2001:db8:0::1/128 count as the same entry.
import { isIPv4, isIPv6 } from 'node:net';
import { ApiFailure } from '../../errors.ts';
import { badField } from './common.ts';

/** The canonical form of an IP or CIDR block, or null when it is neither. */
export function canonicalIp(value: string) {
  const [address = '', prefix, ...rest] = value.trim().split('/');
  if (rest.length) return null;
  const v4 = isIPv4(address);
  if (!v4 && !isIPv6(address)) return null;
  const bits = v4 ? 32 : 128;
  const canonical = v4 ? address.split('.').map(Number).join('.') : new URL(`http://[${address}]/`).hostname.slice(1, -1);
  if (prefix === undefined) return canonical;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return null;
  return Number(prefix) === bits ? canonical : `${canonical}/${Number(prefix)}`;
}

/** The canonical form of a range a-b (two plain addresses of one family), or null. The contract's `black-ip-list`
 * rule has already checked the order of its ends. */
export function canonicalRange(value: string) {
  const parts = value.split('-');
  if (parts.length !== 2 || parts.some((part) => part.includes('/'))) return null;
  const [from, to] = parts.map((part) => canonicalIp(part));
  if (!from || !to || isIPv4(from) !== isIPv4(to)) return null;
  return `${from}-${to}`;
}

/**
 * Checks an IP list of a rule: each an IP or CIDR block (or with `ranges`, a range a-b: the black list) (101003),
 * no duplicates (101025 'duplicateIP'); the contract keeps it to 5000.
 */
export function checkIpList(field: string, ips: readonly string[], { ranges = false } = {}) {
  const seen = new Set<string>();
  for (const ip of ips) {
    const value = canonicalIp(ip) ?? (ranges ? canonicalRange(ip) : null);
    if (value === null) throw badField(field, `${ip} is not an IP address${ranges ? ', CIDR block or range' : ' or CIDR block'}`);
    if (seen.has(value)) throw new ApiFailure(101025, 'duplicateIP', [{ in: 'body', field, message: `${ip} is listed twice` }]);
    seen.add(value);
  }
}
