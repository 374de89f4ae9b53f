// Business rules of sites and domains that more than one handler needs (spec sections 4, 5 and 8).
import { ApiFailure, type Violation } from '../../errors.ts';
import type { components } from '../../../../src/api/schema';
import type { UpstreamRecord } from './model.ts';

type S = components['schemas'];

/** 32-bit FNV-1a: deterministic choices of the seed and of the simulated checks. */
export function fnv(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The CNAME target of a site under the operator's DNS domain: generated (random) or from its name (custom). */
export function cnameTarget(siteId: number, siteName: string, mode: 'random' | 'custom', dnsDomain: string) {
  if (mode === 'custom') {
    const slug = siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 50) || `site-${siteId}`;
    return `${slug}.${dnsDomain}`;
  }
  return `s${fnv(`site:${siteId}`).toString(36)}.${dnsDomain}`;
}

const NOT_POINTED = new Set(['staging', 'qa', 'test', 'old', 'legacy', 'legacy-shop', 'beta-cdn', 'testflight', 'edi']);
export const isIpName = (name: string) => /^[\d.]+$/.test(name) || name.includes(':');

/**
 * What the simulated resolver says about a domain's CNAME: IP "domains" have none (inactive); hosts whose first
 * label names an internal or retired service (staging, qa, test, old, legacy…) do not point at the site;
 * otherwise one name in seven (by a hash of the name) does not yet; the rest do (active). Same answer every time.
 */
export function cnameVerdict(name: string) {
  if (isIpName(name)) return 'inactive';
  const label = name.replace(/^\*\./, '').split('.')[0] ?? '';
  if (NOT_POINTED.has(label)) return 'inactive';
  return fnv(`cname:${name}`) % 7 === 0 ? 'inactive' : 'active';
}

/** A new or changed origin as a body sends it (`enabled` left out keeps the default, or the origin's). */
export type UpstreamInput = Omit<S['UserDomainUpstreamInput'], 'enabled'> & { enabled?: boolean };

/** New origins with the defaults of the spec (protocol http, port 80, weight 1, enabled), once they are valid. */
export function newUpstreams(inputs: readonly UpstreamInput[], portMap: boolean, field: string) {
  requireValidUpstreams(inputs, portMap, field);
  return inputs.map((u) => ({
    id: 0,
    host: String(u.host),
    port: u.port ?? 80,
    weight: u.weight ?? 1,
    protocol: u.protocol ?? 'http',
    enabled: u.enabled ?? true,
  }));
}

/** An origin that names http or https needs its port; one that follows the visitor's protocol needs port mapping on (101003). */
export function requireValidUpstreams(inputs: readonly UpstreamInput[], portMap: boolean, field: string) {
  const violations = inputs.flatMap((u, i) => {
    const out: Violation[] = [];
    if (u.protocol === 'follow' && !portMap) {
      out.push({ in: 'body', field: `${field}.${i}.protocol`, message: `origin ${String(u.host)} follows the visitor's protocol: turn port mapping on first` });
    }
    if ((u.protocol === 'http' || u.protocol === 'https') && u.port === undefined) {
      out.push({ in: 'body', field: `${field}.${i}.port`, message: `origin ${String(u.host)} uses ${u.protocol}: give its port` });
    }
    return out;
  });
  if (violations.length) throw new ApiFailure(101003, violations[0]?.message ?? 'parameter error', violations);
}

/** A domain keeps at least one enabled origin (401008). */
export function requireEnabledOrigin(upstreams: readonly UpstreamRecord[], domainName: string) {
  if (!upstreams.some((u) => u.enabled)) throw new ApiFailure(401008, `${domainName}: at least one origin must be enabled`);
}

/** A copy of listening ports (of a request: the generated type of the contract's anyOf is loose). */
export function schemeOf(input: unknown) {
  const s = input as { http?: number[]; https?: number[] };
  return { http: [...(s.http ?? [])], https: [...(s.https ?? [])] };
}

/** Domain names of a request (the generated type of the contract's anyOf is unknown). */
export const namesOf = (list: readonly unknown[]) => list.map((n) => String(n));
