// The list kit's scope for the system management lists (CNAME records, default error pages, trigger rates): calls
// without a path, and the registries their descriptors name parts in (the kit's cells, the error-page parts the
// site workspace has, and the CNAME list's own).
import { type ReactNode, useMemo } from 'react';
import { ERROR_PAGE_CELLS, ERROR_PAGE_OVERRIDES } from '../site-workspace/settings/error-page-parts';
import { duration } from '../site-workspace/modules/words';
import { KIT_CELLS } from '../../kit/lists/cells';
import type { ListDescriptor } from '../../kit/lists/descriptor';
import { FORMS, LISTS } from '../../kit/lists/found';
import { RuleList } from '../../kit/lists/RuleList';
import { type Cell, type Explanation, type ListOverride, type ListScope, ListScopeContext, type Warnings } from '../../kit/lists/scope';
import { defineRegistry } from '../../kit/registry';
import { CNAME_CELLS, CNAME_OVERRIDES } from './cname-parts';

const SYSTEM_CELLS: Record<string, Cell> = {
  duration: ({ value }) => <>{typeof value === 'number' ? duration(value) : ''}</>,
};

export const SYSTEM_LIST_PARTS = {
  cells: defineRegistry<Cell>('cell', KIT_CELLS as Record<string, Cell>, SYSTEM_CELLS, ERROR_PAGE_CELLS, CNAME_CELLS),
  explanations: defineRegistry<Explanation>('explanation'),
  warnings: defineRegistry<Warnings>('warning'),
  overrides: defineRegistry<ListOverride>('override', ERROR_PAGE_OVERRIDES, CNAME_OVERRIDES),
  forms: FORMS,
  lists: LISTS,
};

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
