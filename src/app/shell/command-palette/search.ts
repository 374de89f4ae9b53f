// What the command palette finds on the server as the user types: per console, the calls of the generated hooks
// (the one transport) and where each result opens. A kind of result is searched only when the screen it opens is
// registered in that console, so the palette grows with the consoles without sending calls that lead nowhere.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { Area } from '../../../api/areas';
import { getKindAccountListAccountsQueryOptions } from '../../../api/generated/hooks/account/account';
import { getClientDomainListDomainsQueryOptions } from '../../../api/generated/hooks/client-domain/client-domain';
import { getClientSiteListSitesQueryOptions } from '../../../api/generated/hooks/client-site/client-site';
import { getClientNodeListInitializedNodesQueryOptions } from '../../../api/generated/hooks/node/node';
import { getUserSiteListSitesQueryOptions } from '../../../api/generated/hooks/site/site';
import { getUserSiteDomainListDomainsQueryOptions } from '../../../api/generated/hooks/site-domain/site-domain';
import { getClientZoneListZonesQueryOptions } from '../../../api/generated/hooks/zone/zone';
import type { Screen } from '../../../services/screen-types';
import { workspacePath } from '../../../features/site-workspace/context';

export interface Hit {
  key: string;
  label: string;
  description?: string;
  /** Where the result opens. */
  to: string;
}

export interface SearchSource {
  key: string;
  group: MessageDescriptor;
  options: UseQueryOptions<unknown>;
  hits: (data: unknown) => Hit[];
}

/** Results per kind: a palette is for jumping, not for browsing a list. */
export const HITS_PER_KIND = 5;
/** Sites whose domains are searched (the user console lists domains per site). */
export const DOMAIN_SEARCH_SITES = 20;

// Failures are shown inside the palette, not as toasts while typing.
const quiet = { meta: { silent: true }, retry: false, staleTime: 30_000 } as const;
const page = { page: 1, pageSize: HITS_PER_KIND };
const enc = encodeURIComponent;

function source<T>(key: string, group: MessageDescriptor, options: UseQueryOptions<T>, hits: (data: T) => Hit[]): SearchSource {
  return { key, group, options: { ...options, ...quiet } as UseQueryOptions<unknown>, hits: hits as (data: unknown) => Hit[] };
}

export const userSitePath = (id: number, name: string) => workspacePath('user', id, name);
/** A domain opens its site's workspace on the domains tab with that domain's drawer open (`sitesSetting/{id}/{name}/{domainName}`). */
export const userDomainPath = (siteId: number, siteName: string, domainName: string) => workspacePath('user', siteId, siteName, { tab: 'domains', domainName });

/** The screen of `screens` whose path starts with `prefix`, if the console has it. */
const has = (screens: Screen[], prefix: string) => screens.some((screen) => screen.path.startsWith(prefix));

export function searchSources(area: Area, query: string, screens: Screen[], userSites: { id: number; siteName: string }[]): SearchSource[] {
  if (area === 'user') {
    const sites = userSites.slice(0, DOMAIN_SEARCH_SITES);
    const names = new Map(userSites.map((site) => [site.id, site.siteName]));
    return [
      ...(has(screens, 'sitesManagement/sitesSetting')
        ? [
            source('sites', msg`Sites`, getUserSiteListSitesQueryOptions({ ...page, siteName: query }), (data) =>
              data.data.map((site) => ({ key: `site-${site.id}`, label: site.siteName, description: site.cname, to: userSitePath(site.id, site.siteName) })),
            ),
            ...sites.map((site) =>
              source(`domains-${site.id}`, msg`Domains`, getUserSiteDomainListDomainsQueryOptions(site.id, { ...page, keywords: [query] }), (data) =>
                data.data.map((domain) => {
                  const siteName = names.get(domain.siteID) ?? site.siteName;
                  return { key: `domain-${domain.id}`, label: domain.domainName, description: siteName, to: userDomainPath(domain.siteID, siteName, domain.domainName) };
                }),
              ),
            ),
          ]
        : []),
    ];
  }
  if (area === 'client') {
    const workspace = has(screens, 'sitesManagement/sitesSetting');
    const sitePath = (id: number, name: string) => (workspace ? `/client/sitesManagement/sitesSetting/${id}/${enc(name)}` : '/client/sitesManagement/sitesList');
    const list: SearchSource[] = [];
    if (workspace || has(screens, 'sitesManagement/sitesList')) {
      list.push(
        source('sites', msg`Sites`, getClientSiteListSitesQueryOptions({ ...page, siteName: query }), (data) =>
          data.data.map((site) => ({ key: `site-${site.id}`, label: site.siteName, description: site.zoneName, to: sitePath(site.id, site.siteName) })),
        ),
      );
    }
    if (workspace || has(screens, 'sitesManagement/domains')) {
      list.push(
        source('domains', msg`Domains`, getClientDomainListDomainsQueryOptions({ ...page, domainName: query }), (data) =>
          data.data.map((domain) => ({
            key: `domain-${domain.id}`,
            label: domain.domainName,
            description: domain.siteName,
            to: workspace ? `${sitePath(domain.siteID, domain.siteName)}/${enc(domain.domainName)}` : '/client/sitesManagement/domains',
          })),
        ),
      );
    }
    if (has(screens, 'nodeManage/zonesList')) {
      list.push(
        source('zones', msg`Zones`, getClientZoneListZonesQueryOptions({ ...page, name: query }), (data) =>
          data.data.map((zone) => ({ key: `zone-${zone.id}`, label: zone.name, to: '/client/nodeManage/zonesList' })),
        ),
      );
    }
    if (has(screens, 'nodeManage/nodesList')) {
      list.push(
        source('nodes', msg`Nodes`, getClientNodeListInitializedNodesQueryOptions({ ...page, name: query }), (data) =>
          data.data.map((node) => ({ key: `node-${node.id}`, label: node.name, description: `${node.ip} · ${node.zoneName}`, to: '/client/nodeManage/nodesList' })),
        ),
      );
    }
    if (has(screens, 'userManagement/users')) {
      list.push(
        source('customers', msg`Customers`, getKindAccountListAccountsQueryOptions('client', { ...page, auth: 'user', name: query }), (data) =>
          data.data.map((account) => ({ key: `account-${account.id}`, label: account.accountName, description: account.email, to: '/client/userManagement/users' })),
        ),
      );
    }
    return list;
  }
  return [];
}
