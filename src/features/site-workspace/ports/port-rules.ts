// The checks of the layer-4 port forms (spec 5 and 9): forwarding ports typed one a line (a line may be a range),
// origins with weight 1-100 and no address twice. Each answers null or the message to show next to the field.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import ipaddr from 'ipaddr.js';
import { LIST_MESSAGES, MAX_ITEMS, l4Port, port as portRule, weight } from '../../../validation/lists';
import { isIp } from '../../../validation/network';
import { MESSAGES } from '../../../validation/rules';

/** The same text (and so the same catalogue entry) as the line messages of the shared list rules. */
const LINE = msg({ message: 'Line {line}: {problem}', comment: 'problem is another message, already translated' });
const onLine = (line: number, problem: MessageDescriptor): MessageDescriptor => ({ ...LINE, values: { line, problem } });

export const PORT_MESSAGES = {
  duplicatePort: msg`This port is listed twice.`,
  alreadyMapped: msg`This site already forwards this port.`,
  zonePort: msg`This port is not allowed: the zone's websites listen on it.`,
  badRange: msg`Write a range as first-last, such as 27000-27010, with the first port not above the last.`,
  tooMany: msg`At most 5000 ports at once.`,
  badHost: msg`Enter an IP address or a host name.`,
  noOrigin: msg`Add at least one origin.`,
} satisfies Record<string, MessageDescriptor>;

export interface PortLines {
  ports: number[];
  problem: MessageDescriptor | null;
}

/**
 * Forwarding ports typed one a line; a line may be a range `first-last`. Every port must be a layer-4 port
 * (1000-65000 without the reserved ones), not one the zone's websites use, not one the site already forwards,
 * and not listed twice.
 */
export function parsePortLines(
  text: string,
  { zonePorts = [], existing = [] }: { zonePorts?: readonly number[]; existing?: readonly number[] } = {},
): PortLines {
  const rows = text.split(/\r?\n/).map((line) => line.trim());
  const ports: number[] = [];
  const seen = new Set<number>();
  const zone = new Set(zonePorts);
  const mapped = new Set(existing);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (row === '') continue;
    const line = i + 1;
    const range = /^(\d+)\s*-\s*(\d+)$/.exec(row);
    let values: number[];
    if (range) {
      const first = Number(range[1]);
      const last = Number(range[2]);
      const firstProblem = l4Port(String(first)) ?? (first > last ? PORT_MESSAGES.badRange : null);
      if (firstProblem) return { ports, problem: onLine(line, firstProblem) };
      const lastProblem = l4Port(String(last));
      if (lastProblem) return { ports, problem: onLine(line, lastProblem) };
      if (ports.length + (last - first + 1) > MAX_ITEMS) return { ports, problem: PORT_MESSAGES.tooMany };
      values = [];
      for (let p = first; p <= last; p++) values.push(p);
    } else {
      const problem = l4Port(row);
      if (problem) return { ports, problem: onLine(line, problem) };
      values = [Number(row)];
    }
    for (const value of values) {
      // A range may cross a reserved port (such as 3300-3320): each port is checked.
      const problem = l4Port(String(value));
      if (problem) return { ports, problem: onLine(line, problem) };
      if (zone.has(value)) return { ports, problem: onLine(line, PORT_MESSAGES.zonePort) };
      if (mapped.has(value)) return { ports, problem: onLine(line, PORT_MESSAGES.alreadyMapped) };
      if (seen.has(value)) return { ports, problem: onLine(line, PORT_MESSAGES.duplicatePort) };
      seen.add(value);
      ports.push(value);
    }
    if (ports.length > MAX_ITEMS) return { ports, problem: PORT_MESSAGES.tooMany };
  }
  if (ports.length === 0) return { ports, problem: MESSAGES.required };
  return { ports, problem: null };
}

// The contract's host names (UserOriginHost): labels of letters, digits, hyphens (underscores below the top).
const HOST_NAME = /^([A-Za-z0-9_]([A-Za-z0-9_-]{0,61}[A-Za-z0-9])?\.)*[A-Za-z]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** An origin's address: an IPv4 or IPv6 address, or a host name. */
export function hostProblem(host: string): MessageDescriptor | null {
  const value = host.trim();
  if (value === '') return MESSAGES.required;
  if (isIp(value)) return null;
  if (value.length <= 253 && HOST_NAME.test(value) && !/^[\d.]+$/.test(value)) return null;
  return PORT_MESSAGES.badHost;
}

/** One spelling per address: IPv6 in its normalised form, names in lowercase. */
export function addressKey(host: string): string {
  const value = host.trim();
  if (isIp(value)) return ipaddr.parse(value).toNormalizedString();
  return value.toLowerCase();
}

export interface OriginValues {
  host: string;
  port: number | string;
  weight: number | string;
}

export interface OriginProblems {
  host?: MessageDescriptor;
  port?: MessageDescriptor;
  weight?: MessageDescriptor;
}

const text = (value: number | string) => (typeof value === 'number' ? String(value) : value);

/**
 * Every origin of a list: a valid address, port 1-65535 (unless the port follows the forwarding port),
 * weight 1-100, and no address listed twice with the same port ('duplicateIP' for addresses,
 * 'duplicateAddress' for host names). `others` are origins the port already has.
 */
export function originProblems(
  origins: readonly OriginValues[],
  { followPort = false, others = [] }: { followPort?: boolean; others?: readonly { host: string; port: number }[] } = {},
): OriginProblems[] {
  const seen = new Set(others.map((o) => `${addressKey(o.host)}|${followPort ? '' : o.port}`));
  return origins.map((origin) => {
    const problems: OriginProblems = {};
    const host = hostProblem(origin.host);
    if (host) problems.host = host;
    if (!followPort) {
      const port = portRule()(text(origin.port));
      if (port) problems.port = port;
    }
    const w = weight(text(origin.weight));
    if (w) problems.weight = w;
    if (!problems.host && (followPort || !problems.port)) {
      const key = `${addressKey(origin.host)}|${followPort ? '' : Number(origin.port)}`;
      if (seen.has(key)) problems.host = isIp(origin.host.trim()) ? LIST_MESSAGES.duplicateIP : LIST_MESSAGES.duplicateAddress;
      seen.add(key);
    }
    return problems;
  });
}

export const hasProblems = (list: readonly OriginProblems[]) => list.some((p) => p.host || p.port || p.weight);
