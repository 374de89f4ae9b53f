// The site workspace's lists: the list kit's scope for one site (its calls' path, its domains, what a change
// refreshes) and the registries the site's list descriptors name their parts in. A list-shaped tab is
// `listTab(descriptor, …particular parts)`.
import { Text } from '@mantine/core';
import { type ComponentType, type ReactNode, useContext, useMemo } from 'react';
import type { ListDescriptor } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import { type Cell, type Explanation, type ListOverride, type ListScope, ListScopeContext, type Warnings } from '../../kit/lists/scope';
import { ACL_CELLS } from './access-control/cells';
import { explainAclRule } from './access-control/explain';
import { useSite } from './context';
import { ADVANCED_CELLS, ADVANCED_EXPLANATIONS } from './advanced-firewall/parts';
import { AUTH_CELLS, AUTH_OVERRIDES } from './authentication/parts';
import { FIREWALL_CELLS, FIREWALL_EXPLANATIONS, FIREWALL_OVERRIDES } from './firewall/parts';
import { WAF_CELLS, WAF_OVERRIDES } from './waf/parts';
import { L4_CELLS, L4_EXPLANATIONS, L4_OVERRIDES } from './l4-protection/parts';
import { BindDomainsModal } from './modules/BindDomainsModal';
import { useSiteDomains } from './modules/data';
import { explainAntiHeader, explainAntiReferer, explainCors, explainHeader, explainProxyRewrite, explainRedirect, explainTokenAuth, headerWarnings } from './modules/explain';
import { MODULE_KINDS } from './modules/kinds';
import { MODULE_CELLS, MODULE_OVERRIDES } from './modules/overrides';
import { OVERVIEW_OVERRIDES } from './modules/overview-parts';
import { duration, someOf } from './modules/words';
import { CACHE_CELLS, CACHE_OVERRIDES } from './settings/cache-parts';
import { DNS_CELLS } from './settings/dns-parts';
import { ERROR_PAGE_CELLS, ERROR_PAGE_OVERRIDES } from './settings/error-page-parts';
import { OPEN_PORT_OVERRIDES } from './settings/open-ports-parts';
import { ORIGIN_OVERRIDES } from './domains/origin-parts';
import { listParts } from '../../kit/lists/list-parts';
import { BLOCKED_IP_CELLS, BLOCKED_IP_OVERRIDES } from '../blocklist/blocked-ip-parts';
import { CERTIFICATE_CELLS, CERTIFICATE_OVERRIDES } from './certificates/parts';
import { AUTO_SSL_CELLS, AUTO_SSL_OVERRIDES } from './certificates/auto-ssl-parts';

const SITE_CELLS: Record<string, Cell> = {
  duration: ({ value }) => <>{typeof value === 'number' ? duration(value) : ''}</>,
  /** A few items of a list, then how many more. */
  someOf: ({ value }) => (
    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
      {someOf(Array.isArray(value) ? value.map(String) : [])}
    </Text>
  ),
};

type AnyExplanation = (values: never) => string | null;
const EXPLANATIONS: Record<string, AnyExplanation> = {
  cors: explainCors,
  customHeader: explainHeader,
  redirect: explainRedirect,
  proxyRewrite: explainProxyRewrite,
  tokenAuth: explainTokenAuth,
  antiReferer: explainAntiReferer,
  antiHeader: explainAntiHeader,
  aclRule: explainAclRule,
};

const WARNINGS: Record<string, (values: never) => string[]> = {
  customHeader: headerWarnings,
};

const OVERRIDES: Record<string, ListOverride>[] = [MODULE_OVERRIDES, OVERVIEW_OVERRIDES, L4_OVERRIDES, WAF_OVERRIDES, FIREWALL_OVERRIDES, AUTH_OVERRIDES, CACHE_OVERRIDES, ERROR_PAGE_OVERRIDES, OPEN_PORT_OVERRIDES, ORIGIN_OVERRIDES, CERTIFICATE_OVERRIDES, AUTO_SSL_OVERRIDES, BLOCKED_IP_OVERRIDES];

export const SITE_LIST_PARTS = listParts({
  cells: [SITE_CELLS, MODULE_CELLS, ACL_CELLS, L4_CELLS, WAF_CELLS, FIREWALL_CELLS, AUTH_CELLS, ADVANCED_CELLS, CACHE_CELLS, ERROR_PAGE_CELLS, DNS_CELLS, CERTIFICATE_CELLS as Record<string, Cell>, AUTO_SSL_CELLS, BLOCKED_IP_CELLS],
  explanations: [EXPLANATIONS as Record<string, Explanation>, L4_EXPLANATIONS as Record<string, Explanation>, FIREWALL_EXPLANATIONS, ADVANCED_EXPLANATIONS],
  warnings: [WARNINGS as Record<string, Warnings>],
  overrides: OVERRIDES,
});

/** The list kit's scope for the site the workspace shows. */
export function SiteLists({ children }: { children: ReactNode }) {
  const { siteId, site } = useSite();
  const { names } = useSiteDomains();
  const scope = useMemo<ListScope>(
    () => ({
      ...SITE_LIST_PARTS,
      path: { siteId },
      placeName: site.siteName,
      domainNames: names,
      bindDialog: ({ operation, row, onClose }) => {
        const kind = MODULE_KINDS.find((k) => k.bind === operation);
        return kind ? <BindDomainsModal kind={kind.kind} module={row as { id: number; name: string; domainIDs?: number[] } | null} onClose={onClose} /> : null;
      },
    }),
    [siteId, site.siteName, names],
  );
  return <ListScopeContext.Provider value={scope}>{children}</ListScopeContext.Provider>;
}

/** The lists of one domain of the site (path `domainId`; `{domain}` in their texts). */
export function DomainLists({ domainId, children }: { domainId: number; children: ReactNode }) {
  const scope = useContext(ListScopeContext)!;
  const value = useMemo<ListScope>(
    () => ({ ...scope, path: { ...scope.path, domainId }, values: { ...scope.values, domain: scope.domainNames.get(domainId) ?? '' } }),
    [scope, domainId],
  );
  return <ListScopeContext.Provider value={value}>{children}</ListScopeContext.Provider>;
}

/** A tab that is one list descriptor, with the parts particular to it shown after the list. */
export function listTab(list: ListDescriptor, ...after: ComponentType[]): ComponentType {
  return function ListTab() {
    return (
      <SiteLists>
        <RuleList list={list} />
        {after.map((Part, index) => (
          <Part key={index} />
        ))}
      </SiteLists>
    );
  };
}
