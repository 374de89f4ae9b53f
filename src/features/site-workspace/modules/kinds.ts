// The kinds of site modules domains can be bound to (spec 7, "Domain module binding"): how each is listed,
// bound and removed, by the contract's operation ids.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModuleExists } from '../../../api/generated/model';

export type ModuleKind = keyof ModuleExists;

export interface ModuleKindInfo {
  kind: ModuleKind;
  label: MessageDescriptor;
  /** The workspace tab that manages modules of this kind, when it is one of ours. */
  tab?: string;
  /** Lists the site's modules (paged; asked with a large page to get them all). */
  list: string;
  /** Binds domains: PUT {domainIDs, <bindKey>}; null unbinds. */
  bind: string;
  bindKey: 'moduleID' | 'corsID';
  /** The query that lists every module at once (custom headers have an unpaged form of their list). */
  all?: Record<string, string | number | boolean>;
}

export const MODULE_KINDS: readonly ModuleKindInfo[] = [
  { kind: 'cors', label: msg`CORS`, tab: 'cors', list: 'user-cors-list-modules', bind: 'user-domainModule-assign-cors', bindKey: 'corsID' },
  { kind: 'urlRedirect', label: msg`URL redirect`, tab: 'urlRewrite', list: 'user-urlRedirect-list-modules', bind: 'user-domainModule-assign-url-redirect', bindKey: 'moduleID' },
  { kind: 'proxyRewrite', label: msg`Proxy rewrite`, tab: 'proxyRewrite', list: 'user-proxyRewrite-list-modules', bind: 'user-domainModule-assign-proxy-rewrite', bindKey: 'moduleID' },
  { kind: 'customHeader', label: msg`Custom headers`, tab: 'customHeaders', list: 'user-customHeader-list-modules', bind: 'user-domainModule-assign-custom-header', bindKey: 'moduleID', all: { all: true } },
  { kind: 'tokenAuth', label: msg`Token authentication`, tab: 'tokenAuth', list: 'user-tokenAuth-list-modules', bind: 'user-domainModule-assign-token-auth', bindKey: 'moduleID' },
  { kind: 'waf', label: msg`WAF`, tab: 'advancedFirewall', list: 'user-waf-list-modules', bind: 'user-domainModule-assign-waf', bindKey: 'moduleID' },
  { kind: 'luaAcl', label: msg`Lua ACL`, tab: 'advancedFirewall', list: 'user-luaAcl-list-modules', bind: 'user-domainModule-assign-lua-acl', bindKey: 'moduleID' },
];

export const kindInfo = (kind: ModuleKind): ModuleKindInfo => MODULE_KINDS.find((k) => k.kind === kind)!;

/** What every module answers: enough to show and bind it. */
export interface BindableModule {
  id: number;
  name: string;
  domainIDs?: number[];
}

/** Large enough for every module of a kind a site holds (the backend keeps at most 100 of most kinds). */
export const ALL_ROWS = 5000;

/** A site holds at most this many redirect entries, all modules together (spec 9; 205007 beyond). */
export const REDIRECT_LIMIT = 3000;
