// Data the module screens share: the site's domains (names for the bound-domain badges and the pickers)
// and every module of a kind (for the binding dialog, the overview and the redirect count).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useUserSiteDomainListSimpleDomains } from '../../../api/generated/hooks/site-domain/site-domain';
import { invalidateAfter, type OperationId } from '../../../api/invalidate';
import { callOperation, operationUrl } from '../../../schema-form/operations';
import { useSite } from '../context';
import { ALL_ROWS, type BindableModule, kindInfo, type ModuleKind } from './kinds';

export function useSiteDomains() {
  const { siteId } = useSite();
  const query = useUserSiteDomainListSimpleDomains(siteId);
  const domains = useMemo(() => [...(query.data?.data ?? [])].sort((a, b) => a.domainName.localeCompare(b.domainName)), [query.data]);
  const names = useMemo(() => new Map(domains.map((d) => [d.id, d.domainName])), [domains]);
  return { query, domains, names };
}

const ALL = { page: 1, pageSize: ALL_ROWS };

/** Every module of a kind of the site (query key as the generated hooks': the URL, then the parameters). */
export function useAllModules<M extends BindableModule = BindableModule>(kind: ModuleKind, enabled = true) {
  const { siteId } = useSite();
  const { list, all = ALL } = kindInfo(kind);
  const { url } = operationUrl(list, { path: { siteId } });
  return useQuery({
    queryKey: [url, all],
    queryFn: () => callOperation<{ data: M[]; total: number }>(list, { path: { siteId }, query: all }),
    enabled,
  });
}

/** Refreshes what a write of the site changed (lists, counts, bindings), as the contract says (invalidateAfter). */
export function useRefreshAfter() {
  const { siteId } = useSite();
  const queryClient = useQueryClient();
  return (operation: string) => invalidateAfter(queryClient, operation as OperationId, { siteId });
}
