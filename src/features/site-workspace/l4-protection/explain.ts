// What a layer-4 entry does, in plain words: black and white IP lists, region entries, connection limits.
import { plural, t } from '@lingui/core/macro';
import { nameList } from '../advanced-firewall/kit/words';

interface Common {
  port?: number | null;
  enabled?: boolean;
}

const toPort = (port: number | null | undefined) => (port ? t`to port ${port}` : t`to any port of the site`);
const off = (sentence: string, enabled: boolean | undefined) => (enabled === false ? t`${sentence} The entry is switched off for now.` : sentence);

function fromIps(ips: readonly string[]): string {
  const count = ips.length;
  const list = nameList(ips, 2);
  return plural(count, { one: `from ${list}`, other: `from # IPs or ranges (${list})` });
}

export function explainL4List(kind: 'blacklist' | 'whitelist', entry: Common & { ips?: string[] }): string | null {
  const ips = entry.ips ?? [];
  if (ips.length === 0) return null;
  const sentence =
    kind === 'blacklist'
      ? t`Connections ${fromIps(ips)} ${toPort(entry.port)} will be refused.`
      : t`Connections ${fromIps(ips)} ${toPort(entry.port)} will always be let through.`;
  return off(sentence, entry.enabled);
}

export function explainL4Position(entry: Common & { blackPos?: string[]; whitePos?: string[] }, regionName: (code: string) => string = (c) => c): string | null {
  const black = entry.blackPos ?? [];
  const white = entry.whitePos ?? [];
  if (black.length === 0 && white.length === 0) return null;
  const parts: string[] = [];
  if (black.length) {
    const count = black.length;
    const names = nameList(black.map(regionName));
    parts.push(plural(count, { one: `Connections ${toPort(entry.port)} from ${names} will be refused.`, other: `Connections ${toPort(entry.port)} from # regions (${names}) will be refused.` }));
  }
  if (white.length) {
    const count = white.length;
    const names = nameList(white.map(regionName));
    const target = entry.port ? t`port ${entry.port}` : t`the site`;
    parts.push(plural(count, { one: `Only connections from ${names} may reach ${target}.`, other: `Only connections from # regions (${names}) may reach ${target}.` }));
  }
  return off(parts.join(' '), entry.enabled);
}

export function explainL4LimitConn(entry: Common & { max?: number; ips?: string[] | null }): string | null {
  if (!entry.max) return null;
  const max = entry.max;
  const ips = entry.ips ?? [];
  const who = ips.length === 0 ? t`Each client IP` : plural(ips.length, { one: `The client ${nameList(ips, 2)}`, other: `Each client IP of # listed IPs or ranges (${nameList(ips, 2)})` });
  const sentence = plural(max, {
    one: `${who} may hold at most # connection at once ${toPort(entry.port)}; more are refused.`,
    other: `${who} may hold at most # connections at once ${toPort(entry.port)}; more are refused.`,
  });
  return off(sentence, entry.enabled);
}
