// What the command palette finds on the server as the user types: per console, the calls of the generated hooks
// (the one transport) with the list calls' own search parameters, and where each result opens. A kind of result is
// searched only when the screen it opens is one the account may use (the screens given are those the navigation
// shows: src/services/screen-access.ts) and its list call is one the role may make (x-permission), so the palette
// sends no call that would be refused or lead nowhere. Nodes are found by name and by IP (main or sub IP), the
// registered ones waiting to be initialised too; a node opens the node list filtered to it with its row marked.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { Area } from '../../../api/areas';
import { getKindAccountListAccountsQueryOptions } from '../../../api/generated/hooks/account/account';
import { getClientDomainListDomainsQueryOptions } from '../../../api/generated/hooks/client-domain/client-domain';
import { getClientSiteListSitesQueryOptions } from '../../../api/generated/hooks/client-site/client-site';
import { getClientAutoCertificateListCertificatesQueryOptions } from '../../../api/generated/hooks/auto-certificate/auto-certificate';
import { getUserCertificateListCertificatesQueryOptions } from '../../../api/generated/hooks/certificate/certificate';
import { getClientNodeListInitializedNodesQueryOptions, getClientNodeListUninitializedNodesQueryOptions } from '../../../api/generated/hooks/node/node';
import type { Permissions } from '../../../api/generated/model';
import { denialOf } from '../../../api/permissions';
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
/** A certificate opens its site's certificates tab searched for its name. */
export const userCertificatePath = (siteId: number, siteName: string, name: string) =>
  `${workspacePath('user', siteId, siteName, { tab: 'certificates' })}&sslName=${enc(name)}`;

/** A node opens the node list filtered to its IP, its row marked (`node`); a registered one the uninitialised view. */
export const nodePath = (node: { id: number; ip: string }, initialized: boolean) =>
  `/client/nodeManage/nodesList?${new URLSearchParams({ ...(initialized ? {} : { view: 'uninitialized' }), ip: node.ip, node: String(node.id) })}`;
/** A customer opens the account list searched for its name, its row marked. */
export const accountPath = (area: Area, account: { id: number; accountName: string }) =>
  `/${area}/userManagement/users?${new URLSearchParams({ name: account.accountName, account: String(account.id) })}`;
/** An automatic certificate opens their list filtered to its domain, its row marked. */
export const autoCertificatePath = (certificate: { id: number; domainName: string }) =>
  `/client/sitesManagement/autoSSLManagement?${new URLSearchParams({ domainName: certificate.domainName, certificate: String(certificate.id) })}`;

/** Whether the typed text can be part of an IP address (v4 or v6): digits, dots, colons and hex digits, with a digit. */
export const looksLikeIp = (text: string) => text.length <= 39 && /^[0-9a-f:.]+$/i.test(text) && /[0-9]/.test(text) && (/[.:]/.test(text) || /^[0-9]+$/.test(text));

/** The screen of `screens` whose path starts with `prefix`, if the console has it. */
const has = (screens: Screen[], prefix: string) => screens.some((screen) => screen.path.startsWith(prefix));

/**
 * The searches for `query` in `area`. `screens`: the screens the account may use; `held`: its permissions (a list call
 * its role may not make is not sent); `userSites`: the end user's sites (domains and certificates are listed per site).
 */
export function searchSources(
  area: Area,
  query: string,
  screens: Screen[],
  userSites: { id: number; siteName: string }[],
  held?: Permissions,
): SearchSource[] {
  const may = (operationId: string, context?: Parameters<typeof denialOf>[3]) => denialOf(operationId, area, held, context) === null;
  const text = (max: number) => query.length <= max;
  const ip = looksLikeIp(query);
  if (area === 'user') {
    if (!has(screens, 'sitesManagement/sitesSetting')) return [];
    const sites = userSites.slice(0, DOMAIN_SEARCH_SITES);
    const names = new Map(userSites.map((site) => [site.id, site.siteName]));
    const list: SearchSource[] = [];
    if (may('user-site-list-sites') && text(64)) {
      list.push(
        source('sites', msg`Sites`, getUserSiteListSitesQueryOptions({ ...page, siteName: query }), (data) =>
          data.data.map((site) => ({ key: `site-${site.id}`, label: site.siteName, description: site.cname, to: userSitePath(site.id, site.siteName) })),
        ),
      );
    }
    for (const site of sites) {
      if (!may('user-siteDomain-list-domains', { path: { siteId: site.id } })) continue;
      list.push(
        source(`domains-${site.id}`, msg`Domains`, getUserSiteDomainListDomainsQueryOptions(site.id, { ...page, keywords: [query] }), (data) =>
          data.data.map((domain) => {
            const siteName = names.get(domain.siteID) ?? site.siteName;
            return { key: `domain-${domain.id}`, label: domain.domainName, description: siteName, to: userDomainPath(domain.siteID, siteName, domain.domainName) };
          }),
        ),
      );
    }
    for (const site of sites) {
      if (!text(64) || !may('user-certificate-list-certificates', { path: { siteId: site.id } })) continue;
      list.push(
        source(`certificates-${site.id}`, msg`Certificates`, getUserCertificateListCertificatesQueryOptions(site.id, { ...page, sslName: query }), (data) =>
          data.data.map((certificate) => ({
            key: `certificate-${certificate.id}`,
            label: certificate.name,
            description: [site.siteName, ...certificate.domains.slice(0, 2)].join(' · '),
            to: userCertificatePath(site.id, site.siteName, certificate.name),
          })),
        ),
      );
    }
    return list;
  }
  if (area === 'client') {
    const workspace = has(screens, 'sitesManagement/sitesSetting');
    const sitePath = (id: number, name: string) => (workspace ? `/client/sitesManagement/sitesSetting/${id}/${enc(name)}` : '/client/sitesManagement/sitesList');
    const list: SearchSource[] = [];
    if ((workspace || has(screens, 'sitesManagement/sitesList')) && may('client-site-list-sites') && text(64)) {
      list.push(
        source('sites', msg`Sites`, getClientSiteListSitesQueryOptions({ ...page, siteName: query }), (data) =>
          data.data.map((site) => ({ key: `site-${site.id}`, label: site.siteName, description: site.zoneName, to: sitePath(site.id, site.siteName) })),
        ),
      );
    }
    if ((workspace || has(screens, 'sitesManagement/domains')) && may('client-domain-list-domains') && text(253)) {
      list.push(
        source('domains', msg`Domains`, getClientDomainListDomainsQueryOptions({ ...page, domainName: query }), (data) =>
          data.data.map((domain) => ({
            key: `domain-${domain.id}`,
            label: domain.domainName,
            description: domain.siteName,
            // A domain opens its site's workspace on the domains tab, its drawer open.
            to: workspace ? workspacePath('client', domain.siteID, domain.siteName, { tab: 'domains', domainName: domain.domainName }) : '/client/sitesManagement/domains',
          })),
        ),
      );
    }
    if (has(screens, 'nodeManage/zonesList') && may('client-zone-list-zones') && text(64)) {
      list.push(
        source('zones', msg`Zones`, getClientZoneListZonesQueryOptions({ ...page, name: query }), (data) =>
          data.data.map((zone) => ({ key: `zone-${zone.id}`, label: zone.name, to: '/client/nodeManage/zonesList' })),
        ),
      );
    }
    if (has(screens, 'nodeManage/nodesList')) {
      const nodeHits = (data: { data: { id: number; name: string; ip: string; zoneName: string }[] }) =>
        data.data.map((node) => ({ key: `node-${node.id}`, label: node.name, description: `${node.ip} · ${node.zoneName}`, to: nodePath(node, true) }));
      if (may('client-node-list-initialized-nodes')) {
        if (text(64)) list.push(source('nodes', msg`Nodes`, getClientNodeListInitializedNodesQueryOptions({ ...page, name: query }), nodeHits));
        if (ip) list.push(source('nodes-ip', msg`Nodes`, getClientNodeListInitializedNodesQueryOptions({ ...page, ip: query }), nodeHits));
      }
      if (ip && may('client-node-list-uninitialized-nodes')) {
        list.push(
          source('nodes-waiting', msg`Uninitialised nodes`, getClientNodeListUninitializedNodesQueryOptions({ ...page, ip: query }), (data) =>
            data.data.map((node) => ({ key: `waiting-${node.id}`, label: node.hostname, description: node.ip, to: nodePath(node, false) })),
          ),
        );
      }
    }
    if (has(screens, 'userManagement/users') && may('kind-account-list-accounts') && text(64)) {
      list.push(
        source('customers', msg`Customers`, getKindAccountListAccountsQueryOptions('client', { ...page, auth: 'user', name: query }), (data) =>
          data.data.map((account) => ({ key: `account-${account.id}`, label: account.accountName, description: account.email, to: accountPath('client', account) })),
        ),
      );
    }
    if (has(screens, 'sitesManagement/autoSSLManagement') && may('client-autoCertificate-list-certificates') && text(253)) {
      list.push(
        source('certificates', msg`Certificates`, getClientAutoCertificateListCertificatesQueryOptions({ ...page, domainName: query }), (data) =>
          data.data.map((certificate) => ({ key: `auto-certificate-${certificate.id}`, label: certificate.domainName, description: certificate.siteName, to: autoCertificatePath(certificate) })),
        ),
      );
    }
    return list;
  }
  if (area === 'admin' && has(screens, 'userManagement/users') && may('kind-account-list-accounts') && text(64)) {
    return [
      source('customers', msg`Customers`, getKindAccountListAccountsQueryOptions('admin', { ...page, auth: 'client', name: query }), (data) =>
        data.data.map((account) => ({ key: `account-${account.id}`, label: account.accountName, description: account.email, to: accountPath('admin', account) })),
      ),
    ];
  }
  return [];
}
