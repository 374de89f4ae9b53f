// Resolution lines of the DNS provider, named in the three console languages (zh-TW is the default).
import type { Schemas } from './common.ts';

export type LineLanguage = 'zh-TW' | 'zh-CN' | 'en';

interface LineDefinition {
  id: string;
  parentID: string | null;
  names: Record<LineLanguage, string>;
}

export const DNS_LINES: readonly LineDefinition[] = [
  { id: 'default', parentID: null, names: { 'zh-TW': '預設', 'zh-CN': '默认', en: 'Default' } },
  { id: 'china', parentID: null, names: { 'zh-TW': '中國大陸', 'zh-CN': '中国大陆', en: 'Mainland China' } },
  { id: 'telecom', parentID: 'china', names: { 'zh-TW': '中國電信', 'zh-CN': '中国电信', en: 'China Telecom' } },
  { id: 'unicom', parentID: 'china', names: { 'zh-TW': '中國聯通', 'zh-CN': '中国联通', en: 'China Unicom' } },
  { id: 'mobile', parentID: 'china', names: { 'zh-TW': '中國移動', 'zh-CN': '中国移动', en: 'China Mobile' } },
  { id: 'edu', parentID: 'china', names: { 'zh-TW': '中國教育網', 'zh-CN': '中国教育网', en: 'CERNET (education)' } },
  { id: 'oversea', parentID: null, names: { 'zh-TW': '境外', 'zh-CN': '境外', en: 'Overseas' } },
  { id: 'asia', parentID: 'oversea', names: { 'zh-TW': '亞洲', 'zh-CN': '亚洲', en: 'Asia' } },
  { id: 'europe', parentID: 'oversea', names: { 'zh-TW': '歐洲', 'zh-CN': '欧洲', en: 'Europe' } },
  { id: 'north-america', parentID: 'oversea', names: { 'zh-TW': '北美洲', 'zh-CN': '北美洲', en: 'North America' } },
  { id: 'search', parentID: null, names: { 'zh-TW': '搜尋引擎', 'zh-CN': '搜索引擎', en: 'Search engines' } },
];

export const LINE_IDS: ReadonlySet<string> = new Set(DNS_LINES.map((l) => l.id));

/**
 * The language of an Accept-Language header: the first supported entry by weight (zh-TW, zh-HK and zh-Hant are
 * Traditional; zh, zh-CN, zh-SG and zh-Hans Simplified; en-* English); zh-TW when none is supported.
 */
export function lineLanguage(header: string | undefined): LineLanguage {
  if (!header) return 'zh-TW';
  const entries = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((e) => e.tag !== '' && e.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of entries) {
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh-TW';
    if (tag === 'zh' || tag === 'zh-cn' || tag === 'zh-sg' || tag.startsWith('zh-hans')) return 'zh-CN';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'zh-TW';
}

export const linesIn = (language: LineLanguage): Schemas['ClientDnsLine'][] =>
  DNS_LINES.map((line) => ({ id: line.id, name: line.names[language], parentID: line.parentID }));
