// The tags the domains of a site carry: the tags filter's choices and the tag editors' suggestions, read where they
// are shown (the filter, a dialog) rather than by the domains tab, whose every render draws its rows (issue 29).
import { useQuery } from '@tanstack/react-query';
import { getUserSiteDomainListDomainTagsUrl, userSiteDomainListDomainTags } from '../../../api/generated/hooks/site-domain/site-domain';
import type { UserTag } from '../../../api/generated/model';

/**
 * The read of the site's tags. By POST: no generated query hook, so the generated call in a query, keyed by its URL
 * as the descriptors' reads are (the generic operation table stays out of the tab's first load).
 */
export const domainTagsQuery = (siteId: number) => ({
  queryKey: [getUserSiteDomainListDomainTagsUrl(), { body: { siteIDs: [siteId] } }],
  queryFn: () => userSiteDomainListDomainTags({ siteIDs: [siteId] }),
});

const NONE: UserTag[] = [];

/** The site's tags (none until they have arrived). */
export const useKnownTags = (siteId: number): UserTag[] => useQuery(domainTagsQuery(siteId)).data?.data ?? NONE;
