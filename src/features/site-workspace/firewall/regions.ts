// The region tree of region rules (continent > country > city): names in the interface language, look-ups
// by id, and the search that keeps the path to every match.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { RegionNode } from '../../../api/generated/model';

const CONTINENTS: Record<string, MessageDescriptor> = {
  AF: msg`Africa`,
  AN: msg`Antarctica`,
  AS: msg`Asia`,
  EU: msg`Europe`,
  NA: msg`North America`,
  OC: msg`Oceania`,
  SA: msg`South America`,
};

export type RegionLevel = 'continent' | 'country' | 'city';

export const levelOf = (node: RegionNode): RegionLevel => (node.cityName ? 'city' : node.alpha2 ? 'country' : 'continent');

/** A region's name: continents from the catalogue, countries from the browser's region names (English: the server's), cities as named. */
export function regionName(node: RegionNode, i18n: I18n): string {
  const level = levelOf(node);
  if (level === 'city') return node.cityName ?? node.code;
  if (level === 'continent') {
    const name = CONTINENTS[node.continentCode ?? node.code];
    return name ? i18n._(name) : (node.countryName ?? node.code);
  }
  if (!i18n.locale.startsWith('en') && node.alpha2) {
    try {
      const local = new Intl.DisplayNames([i18n.locale], { type: 'region', style: 'short' }).of(node.alpha2);
      if (local && local !== node.alpha2) return local;
    } catch {
      // No region names in this browser: the server's name.
    }
  }
  return node.countryName ?? node.code;
}

export interface RegionIndex {
  byId: Map<number, RegionNode>;
  parentOf: Map<number, number>;
}

export function indexRegions(tree: readonly RegionNode[]): RegionIndex {
  const byId = new Map<number, RegionNode>();
  const parentOf = new Map<number, number>();
  const walk = (nodes: readonly RegionNode[], parent?: number) => {
    for (const node of nodes) {
      byId.set(node.id, node);
      if (parent !== undefined) parentOf.set(node.id, parent);
      walk(node.children ?? [], node.id);
    }
  };
  walk(tree);
  return { byId, parentOf };
}

/** The ids above a region, nearest first. */
export function ancestorsOf(index: RegionIndex, id: number): number[] {
  const out: number[] = [];
  for (let at = index.parentOf.get(id); at !== undefined; at = index.parentOf.get(at)) out.push(at);
  return out;
}

/** The chosen region that already covers this one (a chosen continent or country above it), if any. */
export const coveredBy = (index: RegionIndex, chosen: ReadonlySet<number>, id: number): number | undefined =>
  ancestorsOf(index, id).find((above) => chosen.has(above));

/**
 * The regions a search shows: those whose name or code contains the text, with every region above them
 * (so the path stays visible). Null: no search, everything shows.
 */
export function searchRegions(index: RegionIndex, query: string, name: (node: RegionNode) => string): Set<number> | null {
  const text = query.trim().toLowerCase();
  if (!text) return null;
  const shown = new Set<number>();
  for (const node of index.byId.values()) {
    if (name(node).toLowerCase().includes(text) || node.code.toLowerCase() === text || (node.countryName ?? '').toLowerCase().includes(text)) {
      shown.add(node.id);
      for (const above of ancestorsOf(index, node.id)) shown.add(above);
    }
  }
  return shown;
}

/** Region names typed or pasted to be looked up (GET firewall/geos `names`): split on commas, semicolons and lines, each once (at most 500). */
export function regionNamesOf(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(/[,;\n\r\t]+/)) {
    const name = part.trim();
    if (!name || name.length > 128 || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out.slice(0, 500);
}

/** The names the look-up found no region for (a region answers to its city or country name, or its code). */
export function unmatchedNames(names: readonly string[], found: readonly RegionNode[]): string[] {
  const known = new Set(found.flatMap((node) => [node.cityName ?? node.countryName, node.code].filter((x): x is string => Boolean(x)).map((x) => x.toLowerCase())));
  return names.filter((name) => !known.has(name.toLowerCase()));
}

/** The chosen list with these regions added: one already covered (a chosen region above it) is left out; regions inside an added one are dropped. */
export function withRegions(index: RegionIndex, chosen: readonly number[], ids: readonly number[]): number[] {
  let out = [...chosen];
  for (const id of ids) {
    if (out.includes(id) || coveredBy(index, new Set(out), id) !== undefined) continue;
    out = [...out.filter((x) => coveredBy(index, new Set([id]), x) === undefined), id];
  }
  return out;
}
