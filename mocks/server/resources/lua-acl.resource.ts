// Lua ACL modules of a site and their rules (URL expression, client IPs, methods -> block type), run by
// priority and switched on and off one by one.
import { defineHandlers } from '../types.ts';
import { defineResource, stateOf } from './define.ts';
import { type Schemas, compact, crudOps, iso } from './security/common.ts';
import { checkIpList } from './security/ip.ts';
import { ruleList } from './security/rule-list.ts';
import { type ModulesState, seedModules, siteModules } from './security/site-modules.ts';

type LuaAclRule = Schemas['LuaAclRule'];

const rules = ruleList<LuaAclRule>({
  noun: 'Lua ACL rule',
  ordered: true,
  keys: (r) => [r.name.toLowerCase()],
  ips: (r) => r.ips,
});

/** The contract checks the URL expression. */
function ruleDraft(input: Schemas['LuaAclRuleInput']) {
  if (input.ips) checkIpList('ips', input.ips);
  const { id: _id, enabled, ...rest } = input;
  return compact({ ...rest, enabled: enabled ?? true });
}

const luaAcl = siteModules<LuaAclRule>({ kind: 'luaAcl', label: 'Lua ACL', state: (store): ModulesState<LuaAclRule> => stateOf(store, luaAclModule), items: rules });

const luaAclModule = defineResource<ModulesState<LuaAclRule>>({
  name: 'security.luaAcl',
  seed: ({ store, now }) =>
    seedModules<LuaAclRule>(store, 9000, iso(now - 12 * 86_400_000), true, (module) => [
      [4101, () => [
        module('Back-office access', 'Only the office reaches /admin', [
          { name: 'Office to back office', urlRegex: '^/admin', ips: ['192.0.2.10', '192.0.2.11'], blockType: 'accept', enabled: true },
          { name: 'Everyone else out of back office', urlRegex: '^/admin', blockType: 'refuse', enabled: true },
          { name: 'Odd methods', methodValues: ['other'], blockType: 'refuse', enabled: true, memo: 'TRACE, CONNECT and the like' },
          { name: 'Staging previews', urlRegex: '^/preview/', ips: ['198.51.100.64/26'], blockType: 'accept', enabled: false },
        ]),
        module('API write guard', 'Writes only from the payment gateway', [
          { name: 'Gateway writes', urlRegex: '^/api/payments/', ips: ['203.0.113.200'], methodValues: ['POST', 'PUT'], blockType: 'accept', enabled: true },
          { name: 'Other writes', urlRegex: '^/api/payments/', methodValues: ['POST', 'PUT', 'DELETE', 'PATCH'], blockType: 'refuse', enabled: true },
        ]),
      ]],
      [4401, () => [
        module('Game API guard', '', [
          { name: 'Match servers', urlRegex: '^/api/match', ips: ['192.0.2.0/28', '2001:db8:10::/64'], blockType: 'accept', enabled: true },
          { name: 'Match API for players', urlRegex: '^/api/match', methodValues: ['GET'], blockType: 'continue', enabled: true },
        ]),
      ]],
      [4201, () => [module('Members area', 'Placeholder for the 2027 members launch', [])]],
    ]),
  handlers: defineHandlers({
    ...luaAcl.moduleCalls(crudOps('luaAcl', 'module', 'modules', true)),
    ...luaAcl.itemCalls(crudOps('luaAcl', 'rule', 'rules'), { drafts: (body) => [ruleDraft(body)], patch: (_current, body) => ruleDraft(body), created: true }),
    // Switching a rule on or off keeps the rest of it.
    ...luaAcl.itemCalls({ update: 'user-luaAcl-set-rule-enabled' }, { patch: ({ id: _id, priority: _priority, ...current }, body) => ({ ...current, enabled: body.enabled }) }),
  }),
});

export default luaAclModule;
