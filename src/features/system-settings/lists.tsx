// The list kit's scope for the system management lists (CNAME records, default error pages, trigger rates, stored log
// days): calls without a path, and the registries their descriptors name parts in (the kit's cells, the error-page parts the
// site workspace has, and the CNAME list's own).
import { type ReactNode, useMemo } from 'react';
import { ERROR_PAGE_CELLS, ERROR_PAGE_OVERRIDES } from '../site-workspace/settings/error-page-parts';
import { duration } from '../site-workspace/modules/words';
import type { ListDescriptor } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import { type Cell, type ListScope, ListScopeContext } from '../../kit/lists/scope';
import { CNAME_CELLS, CNAME_OVERRIDES } from './cname-parts';
import { LOG_PART_CELLS, LOG_PART_OVERRIDES } from './log-part-parts';
import { listParts } from '../../kit/lists/list-parts';

const SYSTEM_CELLS: Record<string, Cell> = {
  duration: ({ value }) => <>{typeof value === 'number' ? duration(value) : ''}</>,
};

export const SYSTEM_LIST_PARTS = listParts({
  cells: [SYSTEM_CELLS, ERROR_PAGE_CELLS, CNAME_CELLS, LOG_PART_CELLS],
  overrides: [ERROR_PAGE_OVERRIDES, CNAME_OVERRIDES, LOG_PART_OVERRIDES],
});

const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

/** One list of system management; a change reads again what the contract says it changed. */
export function SystemList({ list, placeName }: { list: ListDescriptor; placeName: string; children?: ReactNode }) {
  const scope = useMemo<ListScope>(() => ({ ...SYSTEM_LIST_PARTS, path: {}, placeName, domainNames: NO_DOMAINS }), [placeName]);
  return (
    <ListScopeContext.Provider value={scope}>
      <RuleList list={list} />
    </ListScopeContext.Provider>
  );
}
