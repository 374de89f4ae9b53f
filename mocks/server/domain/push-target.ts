// Where the service may push data (log push endpoints): http(s) only (the contract), and not an address inside
// the service's own network (loopback, private, link-local, unique-local, unspecified, *.localhost) unless the
// operator allows it with PARAPET_PUSH_PRIVATE=1 (a push to an on-premises collector). A real backend checks the
// resolved address too (at push time), since a public name may resolve to a private address.
import { isIP } from 'node:net';
import { fail } from '../errors.ts';

const PRIVATE_V4: readonly [number, number][] = [
  [0x00000000, 8], // 0.0.0.0/8
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10 (carrier-grade NAT)
  [0x7f000000, 8], // 127/8
  [0xa9fe0000, 16], // 169.254/16
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
];

function privateV4(address: string): boolean {
  const value = address.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
  return PRIVATE_V4.some(([net, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(net / 2 ** (32 - bits)));
}

function privateV6(address: string): boolean {
  const a = address.toLowerCase();
  if (a === '::' || a === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return privateV4(mapped[1]);
  return /^f[cd]/.test(a) || /^fe[89ab]/.test(a);
}

/** True when the URL's host is inside the service's own network. */
export function isInternalTarget(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return privateV4(bare);
  if (isIP(bare) === 6) return privateV6(bare);
  return false;
}

export const privatePushAllowed = (): boolean => process.env.PARAPET_PUSH_PRIVATE === '1';

/** Refuses (101003 on the field) a push target inside the service's network unless the operator allows it. */
export function checkPushTarget(url: string | undefined, field = 'url'): void {
  if (url === undefined || privatePushAllowed()) return;
  if (isInternalTarget(url)) {
    throw fail.field(field, 'must not be a loopback, private or link-local address (the operator can allow it with PARAPET_PUSH_PRIVATE=1)');
  }
}
