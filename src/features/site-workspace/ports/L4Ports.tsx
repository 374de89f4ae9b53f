// The layer-4 port mappings of a site (spec 7: ports, port POST/PUT/DELETE, port/batchCreate) as a list descriptor
// (forms/user/lists/l4-ports.list.json): each port with its origins (a row's entries, in a dialog:
// l4-port-origins.list.json), added in a batch, edited with the change review, removed after confirmation. What is
// particular to them (the batch, the port limit, an origin used once, the last enabled origin kept) is port-parts.tsx.
import { type ReactNode, useContext, useMemo } from 'react';
import portsList from '../../../../forms/user/lists/l4-ports.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { type ListScope, ListScopeContext } from '../../../kit/lists/scope';
import { SiteLists } from '../lists';
import { PORT_LIST_PARTS } from './port-parts';

const PORTS = defineList(portsList);

export function L4Ports() {
  return (
    <SiteLists>
      <PortParts>
        <RuleList list={PORTS} />
      </PortParts>
    </SiteLists>
  );
}

/** The ports' own parts, known only to this tab (the batch dialog stays out of the other tabs' lists). */
function PortParts({ children }: { children: ReactNode }) {
  const scope = useContext(ListScopeContext)!;
  const value = useMemo<ListScope>(() => ({ ...scope, cells: PORT_LIST_PARTS.cells, overrides: PORT_LIST_PARTS.overrides }), [scope]);
  return <ListScopeContext.Provider value={value}>{children}</ListScopeContext.Provider>;
}
