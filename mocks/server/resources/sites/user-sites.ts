// User console: sites, their users and tags, products and resource usage.
import { manages } from '../../domain/accounts.ts';
import { paginate } from '../../domain/paging.ts';
import { fail } from '../../errors.ts';
import { defineHandlers } from '../../types.ts';
import { ofUserRoot, ofUserSite, quotaOf, userRoot, userSite } from './access.ts';
import { anyOf, effectiveStatus, partOf, sitesLookup, sitesOwnedBy, sitesState, touchEach } from './state.ts';
import { metaSiteView, siteUsers, tagList, userProductView, userSiteView } from './views.ts';
import { allRows, edits } from '../crud.ts';
import { given } from '../crud-more.ts';

/** The caps of the account's sites added up: 0 (unlimited) when a site has none or there is no site. */
const summedCap = (caps: readonly number[]) => (caps.some((c) => c === 0) ? 0 : caps.reduce((a, b) => a + b, 0));

export const userSiteHandlers = defineHandlers({
  ...given(ofUserRoot, {
    // The signed-in end user's own account (docs/decisions.md): its live sites, their domains, layer-4 ports and
    // automatic certificates, against the account's own caps. The operator's licence counts every customer's
    // sites and is the operator's business: it still refuses an add when full (401002, 401004), but it is not
    // this account's figure.
    'user-product-get-resource-info': (root, _input, { store }) => {
      const quota = quotaOf(store, root.clientID);
      const sites = sitesOwnedBy(store, root.id);
      const siteIds = new Set(sites.map((s) => s.id));
      const domains = sitesState(store).domains.filter((d) => siteIds.has(d.siteId));
      const layer7 = sites.filter((s) => s.portType !== 'l4');
      const layer4 = sites.filter((s) => s.portType === 'l4');
      return {
        data: {
          sites: { limit: 0, used: sites.length },
          domains: { limit: summedCap(layer7.map((s) => s.limitations.domainLimit)), used: domains.length },
          ports: { limit: summedCap(layer4.map((s) => s.limitations.portLimit)), used: sitesLookup('portsUsed')?.(store, [...siteIds]) ?? 0 },
          autoSSL: { limit: 0, used: domains.filter((d) => d.autoSSL.enabled).length },
          portType: quota.portType,
          maxLogExportTimes: root.maxLogExportTimes,
          expiredAt: quota.expiredAt,
        },
      };
    },

    'user-product-list-products': (root, { query }, { store }) => {
      const used = new Set(sitesOwnedBy(store, root.id).map((s) => s.productID));
      const wanted = query.productIDs ? new Set(query.productIDs) : null;
      return paginate(sitesState(store).products.filter((p) => used.has(p.id) && (!wanted || wanted.has(p.id))), query, userProductView);
    },

    'user-site-list-sites': (root, { query }, { store, now }) => {
      const state = sitesState(store);
      const [name, tags] = [partOf(query.siteName), anyOf(query.tags)];
      const rows = sitesOwnedBy(store, root.id).filter(
        (s) =>
          (!query.status || effectiveStatus(s, now) === query.status) &&
          name(s.siteName) &&
          tags(s.tags) &&
          (!query.productID || s.productID === query.productID),
      );
      return paginate(rows, query, (s) => userSiteView(store, state, s, now));
    },

    'user-site-list-meta-sites': (root, _input, { store, now }) => allRows(sitesOwnedBy(store, root.id).map((s) => metaSiteView(s, now))),

    'user-site-list-tags': (root, _input, { store }) => tagList(sitesOwnedBy(store, root.id).flatMap((s) => s.tags)),
  }),

  ...given(ofUserSite, {
    'user-site-get-site': (site, _input, { store, now }) => ({ data: userSiteView(store, sitesState(store), site, now) }),

    'user-site-list-users': (site, _input, { store }) => allRows(siteUsers(store, site)),
  }),

  ...edits(ofUserSite, {
    'user-site-set-tags': (site, body, { now }) => touchEach([site], now, (s) => (s.tags = [...body.tags])),
  }),

  ...edits(
    // Sites of the caller's tenant and sub-users below the caller (a root: x-permission); else 101018 and nothing changes.
    ({ body }, { store, caller }) => {
      const { siteIDs, userIDs: userIds } = body as { siteIDs: number[]; userIDs: number[] };
      const root = userRoot(store, caller);
      const sites = siteIDs.map((id) => userSite(store, caller, id));
      for (const id of userIds) {
        const target = store.accounts.get(id);
        if (!target || !manages(store, root, target)) throw fail.denied(`account ${id} is not a sub-user of yours`);
      }
      return { sites, userIds };
    },
    {
      'user-site-assign-users': ({ sites, userIds }, _body, { now }) => touchEach(sites, now, (s) => (s.userIDs = [...new Set([...s.userIDs, ...userIds])])),
      'user-site-unassign-users': ({ sites, userIds }, _body, { now }) => touchEach(sites, now, (s) => (s.userIDs = s.userIDs.filter((id) => !userIds.includes(id)))),
    },
  ),
});
