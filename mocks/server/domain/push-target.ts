// The one address check for every target the service connects to on a caller's behalf (issue 24, item 6): log push
// endpoints (both consoles) and a client's SMTP relay. A target inside the service's own network is refused unless
// the operator allows it with PARAPET_PUSH_PRIVATE=1 (an on-premises collector or relay).
//
// How: the host goes through the WHATWG URL parser first (so 0x7f.1, 2130706433, 127.1, LOCALHOST., fullwidth and
// percent-encoded spellings become the canonical name or address the connecting code would use), then through
// ipaddr.js. An IPv6 address that embeds an IPv4 address (IPv4-mapped ::ffff:0:0/96, IPv4-translated ::ffff:0:0:0/96,
// IPv4-compatible ::/96, NAT64 64:ff9b::/96) is judged by its IPv4 address. Only ipaddr.js's `unicast` range passes:
// every special-purpose range it names (loopback, private, link-local, shared, multicast, reserved, 6to4, Teredo...)
// is refused, and so are `localhost` and `*.localhost`, with or without the trailing dot. A real backend checks the
// resolved address too (at connect time), since a public name may resolve to a private address.
import ipaddr from 'ipaddr.js';
import { fail } from '../errors.ts';

/** The IPv4 address an IPv6 address carries in its last 32 bits when its prefix says so, else null. */
function embeddedV4(address: ipaddr.IPv6) {
  const p = address.parts;
  const lastTwo = () => new ipaddr.IPv4([p[6] >> 8, p[6] & 0xff, p[7] >> 8, p[7] & 0xff]);
  const zeros = (from: number, to: number) => p.slice(from, to).every((part) => part === 0);
  if (zeros(0, 5) && p[5] === 0xffff) return lastTwo(); // IPv4-mapped ::ffff:a.b.c.d
  if (zeros(0, 4) && p[4] === 0xffff && p[5] === 0) return lastTwo(); // IPv4-translated ::ffff:0:a.b.c.d (RFC 6145)
  if (p[0] === 0x64 && p[1] === 0xff9b && zeros(2, 6)) return lastTwo(); // NAT64 well-known prefix 64:ff9b::/96
  if (zeros(0, 6) && !(p[6] === 0 && p[7] <= 1)) return lastTwo(); // IPv4-compatible ::a.b.c.d (not :: or ::1)
  return null;
}

/**
 * Why a URL's host (a name, an IPv4 address or a bracketed IPv6 address, in any spelling the URL parser accepts) is
 * inside the service's network (the ipaddr.js range name, or 'localhost'), or null; an unparsable URL is 'invalid'.
 */
export function internalTargetReason(url: string) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return 'scheme';
  const name = parsed.hostname.toLowerCase().replace(/\.+$/, '');
  if (name === 'localhost' || name.endsWith('.localhost')) return 'localhost';
  const bare = name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name;
  if (!ipaddr.isValid(bare)) return null;
  // The WHATWG parser leaves IPv4 in dotted-quad form, so parse() (not the lenient parser of legacy forms) is exact.
  const address = ipaddr.parse(bare.replace(/%.*$/, ''));
  const range = (address.kind() === 'ipv6' ? (embeddedV4(address as ipaddr.IPv6) ?? address) : address).range();
  return range === 'unicast' ? null : range;
}

/** True when the URL's host is inside the service's own network (or the URL is not an http(s) URL at all). */
export const isInternalTarget = (url: string) => internalTargetReason(url) !== null;

/**
 * Why a bare host (an SMTP relay: a name, an IPv4 address or an IPv6 address with or without brackets) is inside
 * the service's network, or null. The host goes through the same URL parser as a push URL.
 */
export function internalHostReason(host: string) {
  const trimmed = host.trim();
  const bracketed = !trimmed.startsWith('[') && ipaddr.IPv6.isValid(trimmed.replace(/%.*$/, '')) ? `[${trimmed}]` : trimmed;
  return internalTargetReason(`http://${bracketed}/`);
}

export const privatePushAllowed = () => process.env.PARAPET_PUSH_PRIVATE === '1';

const INSIDE = 'must not be a loopback, private, link-local or other special-purpose address (the operator can allow it with PARAPET_PUSH_PRIVATE=1)';

/** Refuses (101003 on the field) what is not a target (`malformed`), or one inside the service's network unless the operator allows it. */
function refuseInternal(reason: string | null, field: string, malformed: string) {
  if (reason === 'invalid' || reason === 'scheme') throw fail.field(field, malformed);
  if (reason !== null && !privatePushAllowed()) throw fail.field(field, INSIDE);
}

/** Refuses a push URL inside the service's network unless the operator allows it. */
export function checkPushTarget(url: string | undefined, field = 'url') {
  if (url !== undefined) refuseInternal(internalTargetReason(url), field, 'must be an http or https URL');
}

/** Refuses a relay host (SMTP) inside the service's network unless the operator allows it. */
export function checkOutboundHost(host: string | undefined, field = 'host') {
  if (host !== undefined) refuseInternal(internalHostReason(host), field, 'must be a host name or an IP address');
}
