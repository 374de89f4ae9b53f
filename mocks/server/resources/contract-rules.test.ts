// @vitest-environment node
// Checks the handlers leave to the contract (issue 27): the dispatcher validates each request first, so these
// bodies are refused with 101003 on the field at fault before a handler runs.
import { expect, it } from 'vitest';
import { useTestBackend } from '../test-backend.ts';

const { t, tokens } = useTestBackend({ signIn: ['mei', 'northwind'] });
const site = '/user/site/4101';

it('refuses bad expressions, texts over 256 characters and lists over 5000 items (101003, not 101030 or 101029), fields a firewall list requires, a header name or rate-limit key it cannot take, a replacement or host a rewrite cannot take, layer-4 ports of the edge, a region entry of no region, credentials for every origin', async () => {
  const first = async (path: string) => (await t.call<{ data: { id: number }[] }>('GET', `${site}${path}`, { token: tokens.mei })).body.data[0]!.id;
  const lua = await first('/module/luaAcls');
  const rewrite = await first('/module/proxyRewrites');
  const many = (make: (i: number) => string) => Array.from({ length: 5001 }, (_, i) => make(i));
  const calls: [method: 'POST' | 'PUT', path: string, body: unknown, field: string, token?: string][] = [
    ['POST', `${site}/module/luaAcl/${lua}/rule`, { name: 'x', blockType: 'refuse', urlRegex: '(' }, 'urlRegex'],
    ['POST', `${site}/module/proxyRewrite/${rewrite}/rules`, { items: [{ regex: '(', replacement: '/a' }] }, 'items.0.regex'],
    ['POST', `${site}/module/proxyRewrite/${rewrite}/rules`, { items: [{ regex: '^/a', replacement: 'a' }] }, 'items.0.replacement'],
    ['POST', `${site}/module/proxyRewrite/${rewrite}/rules`, { items: [{ regex: '^/a', replacement: '/a', host: 'bad host' }] }, 'items.0.host'],
    ['POST', `${site}/firewall/setting/abuseIP`, { score: 50, blockType: 'refuse', urlRegex: '(' }, 'urlRegex'],
    ['PUT', `${site}/firewall/setting/advance`, { rules: [{ type: 'regex', rule: '(', ruleModules: [] }] }, 'rules.0.rule'],
    ['POST', `${site}/auth/rules`, { name: 'x', urlRegex: '(', groupIDs: [1] }, 'urlRegex'],
    ['POST', `${site}/firewall/l4/blacklists`, { ips: ['203.0.113.9'], port: 3306 }, 'port'],
    ['POST', `${site}/firewall/l4/limitConns`, { max: 10, port: 999 }, 'port'],
    ['POST', `${site}/firewall/l4/positions`, { blackPos: [], whitePos: [] }, 'blackPos'],
    ['POST', `${site}/firewall/setting/geo`, { geoIDs: [1], urlRegex: '^/' }, 'isBlack'],
    ['POST', `${site}/firewall/setting/blacklist`, { urlRegex: '^/' }, 'ips'],
    ['POST', `${site}/firewall/setting/antiHeader`, { type: 'X Bad', regex: '^a', urlRegex: '^/' }, 'type'],
    ['POST', `${site}/firewall/setting/antiHeader`, { type: 'X-Client', regex: '(', urlRegex: '^/' }, 'regex'],
    ['POST', `${site}/firewall/setting/anticc`, { urlRegex: '^/' }, 'protectMode'],
    ['POST', `${site}/firewall/setting/frequency`, { times: 5, urlRegex: '^/' }, 'seconds'],
    ['POST', `${site}/firewall/setting/limitReq`, { items: [{ type: 'host', rate: 5, urlRegex: '^/' }] }, 'items.0.type'],
    ['POST', `${site}/firewall/setting/userAgent`, { userAgentRegex: '(', urlRegex: '^/' }, 'userAgentRegex'],
    ['POST', `${site}/firewall/setting/geo`, { isBlack: true, geoIDs: [1], urlRegex: '(' }, 'urlRegex'],
    ['POST', `${site}/module/wafs`, { name: 'x', ruleIDs: [1], memo: 'x'.repeat(257) }, 'memo'],
    ['POST', `${site}/module/luaAcl/${lua}/rule`, { name: 'x', blockType: 'refuse', urlRegex: `^/${'a'.repeat(256)}` }, 'urlRegex'],
    ['POST', `${site}/module/luaAcl/${lua}/rule`, { name: 'x', blockType: 'refuse', ips: many((i) => `10.0.${i >> 8}.${i & 255}`) }, 'ips'],
    ['PUT', '/client/setting/system/restrictGroupCIDRs', { cidrs: many((i) => `10.${i >> 8}.${i & 255}.0/24`) }, 'cidrs', tokens.northwind],
    ['POST', `${site}/rate`, { urlRegex: '(', limitRate: 1 }, 'urlRegex'],
    ['POST', `${site}/module/cors`, { name: 'x', origins: '*', methods: ['GET'], maxAge: 60, allowCredentials: true }, 'allowCredentials'],
  ];
  const before = JSON.stringify(t.backend.store.resources);
  for (const [method, path, body, field, token = tokens.mei] of calls) {
    const answer = await t.call<{ code: number; errorData?: { field: string }[] }>(method, path, { token, body });
    expect({ path, code: answer.body.code }).toEqual({ path, code: 101003 });
    expect(answer.body.errorData?.map((v) => v.field)).toContain(field);
  }
  expect(JSON.stringify(t.backend.store.resources)).toBe(before);
});

it("leaves a caller of the other console to the dispatcher: the infrastructure's and the system settings' calls are one area's (x-permission), so an end user on a client call and a client on an end user's call are refused 101018 before any handler runs", async () => {
  const calls: [path: string, token: string][] = [
    ['/client/zones', tokens.mei],
    ['/client/nodes/initialized', tokens.mei],
    ['/client/monitor/nodes', tokens.mei],
    ['/client/dashboard', tokens.mei],
    ['/client/extraTrafficPlans', tokens.mei],
    ['/client/setting/announcements', tokens.mei],
    ['/client/setting/system/certificateProvider', tokens.mei],
    ['/client/setting/dns/cnames', tokens.mei],
    ['/client/setting/tg', tokens.mei],
    ['/user/setting/tg', tokens.northwind],
    ['/user/traffic/monthlyUsages', tokens.northwind],
  ];
  const before = JSON.stringify(t.backend.store.resources);
  for (const [path, token] of calls) {
    const answer = await t.call<{ code: number }>('GET', path, { token });
    expect({ path, code: answer.body.code }).toEqual({ path, code: 101018 });
  }
  expect(JSON.stringify(t.backend.store.resources)).toBe(before);
});
