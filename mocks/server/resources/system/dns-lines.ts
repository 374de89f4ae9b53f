// Resolution lines of the DNS provider, named in the three console languages (zh-TW is the default).
export type LineLanguage = 'zh-TW' | 'zh-CN' | 'en';

const line = (id: string, parentID: string | null, zhTW: string, zhCN: string, en: string) => ({ id, parentID, names: { 'zh-TW': zhTW, 'zh-CN': zhCN, en } });

const DNS_LINES = [
  line('default', null, '預設', '默认', 'Default'),
  line('china', null, '中國大陸', '中国大陆', 'Mainland China'),
  line('telecom', 'china', '中國電信', '中国电信', 'China Telecom'),
  line('unicom', 'china', '中國聯通', '中国联通', 'China Unicom'),
  line('mobile', 'china', '中國移動', '中国移动', 'China Mobile'),
  line('edu', 'china', '中國教育網', '中国教育网', 'CERNET (education)'),
  line('oversea', null, '境外', '境外', 'Overseas'),
  line('asia', 'oversea', '亞洲', '亚洲', 'Asia'),
  line('europe', 'oversea', '歐洲', '欧洲', 'Europe'),
  line('north-america', 'oversea', '北美洲', '北美洲', 'North America'),
  line('search', null, '搜尋引擎', '搜索引擎', 'Search engines'),
];

export const LINE_IDS: ReadonlySet<string> = new Set(DNS_LINES.map((l) => l.id));

/**
 * The language of an Accept-Language header: the first supported entry by weight (zh-TW, zh-HK and zh-Hant are
 * Traditional; zh, zh-CN, zh-SG and zh-Hans Simplified; en-* English); zh-TW when none is supported.
 */
export function lineLanguage(header: unknown): LineLanguage {
  const entries = (typeof header === 'string' ? header : '')
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

export const linesIn = (language: LineLanguage) =>
  DNS_LINES.map(({ id, names, parentID }) => ({ id, name: names[language], parentID }));
