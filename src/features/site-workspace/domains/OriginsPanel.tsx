// The origins (upstreams) of one domain: add, edit, remove, as a list descriptor
// (forms/user/lists/domain-origins.list.json); the rules of spec 4/5 kept before anything is sent are its
// override's (origin-parts.tsx): at least one origin and one enabled origin stay; following the visitor's protocol
// needs port mapping on.
import { type ReactNode, useContext, useMemo } from 'react';
import originsList from '../../../../forms/user/lists/domain-origins.list.json';
import { defineList } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { type ListScope, ListScopeContext } from '../../../kit/lists/scope';
import { SiteLists } from '../lists';
import { OriginPortMap } from './origin-parts';

const ORIGINS = defineList(originsList);

export function OriginsPanel({ domainId, domainName, portMap }: { domainId: number; domainName: string; portMap: boolean }) {
  return (
    <OriginPortMap.Provider value={portMap}>
      <SiteLists>
        <OfDomain domainId={domainId} domainName={domainName}>
          <RuleList list={ORIGINS} />
        </OfDomain>
      </SiteLists>
    </OriginPortMap.Provider>
  );
}

/** The lists of the domain shown (path `domainId`, `{domain}` its name as the drawer has it). */
function OfDomain({ domainId, domainName, children }: { domainId: number; domainName: string; children: ReactNode }) {
  const scope = useContext(ListScopeContext)!;
  const value = useMemo<ListScope>(() => ({ ...scope, path: { ...scope.path, domainId }, values: { ...scope.values, domain: domainName } }), [scope, domainId, domainName]);
  return <ListScopeContext.Provider value={value}>{children}</ListScopeContext.Provider>;
}
