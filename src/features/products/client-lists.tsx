// The client console's lists (products, CNAME rows, error pages, …): the list kit's scope for screens that are
// not a site's tabs (no site in the path, nothing to bind domains to), and the registries their descriptors
// name parts in: the kit's cells plus the client's own.
import { type ReactNode, useMemo } from 'react';
import { RuleList } from '../../kit/lists/RuleList';
import type { ListDescriptor } from '../../kit/lists/descriptor';
import { type ListScope, ListScopeContext } from '../../kit/lists/scope';
import { PRODUCT_CELLS, PRODUCT_OVERRIDES } from './product-parts';
import { PRODUCT_GROUP_CELLS } from './ProductGroups';
import { listParts } from '../../kit/lists/list-parts';

export const CLIENT_LIST_PARTS = listParts({ cells: [PRODUCT_CELLS, PRODUCT_GROUP_CELLS], overrides: [PRODUCT_OVERRIDES] });

const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

/**
 * One list of the client console. `invalidate`: the URL prefix read again after a change (the client's
 * lists refer to each other: a product's name shows on sites and traffic plans, so by default every client read).
 */
export function ClientList({ list, placeName, invalidate = '/client/' }: { list: ListDescriptor; placeName: string; invalidate?: string; children?: ReactNode }) {
  const scope = useMemo<ListScope>(
    () => ({ ...CLIENT_LIST_PARTS, path: {}, placeName, invalidate, domainNames: NO_DOMAINS }),
    [placeName, invalidate],
  );
  return (
    <ListScopeContext.Provider value={scope}>
      <RuleList list={list} />
    </ListScopeContext.Provider>
  );
}
