// The block list (spec 2: sitesManagement/blockList) of the end user and of the client: the IPs the edge blocks
// for a while on the sites the account sees, searchable, unblocked one, a selection or all at once (a list
// descriptor, forms/common/lists/blocked-ips.list.json; its parts in blocked-ip-parts.tsx).
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import blockedIps from '../../../forms/common/lists/blocked-ips.list.json';
import { PageHeader } from '../../components/PageHeader';
import { defineList } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import { type ListScope, ListScopeContext } from '../../kit/lists/scope';
import { useArea } from '../../services/use-area';
import { BLOCK_LIST_PARTS } from './blocked-ip-parts';
import { BLOCK_LISTS } from './config';

const BLOCKED_IPS = defineList(blockedIps);

const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

export function Component() {
  const { t, i18n } = useLingui();
  const area = useArea() === 'client' ? 'client' : 'user';
  const config = BLOCK_LISTS[area];
  const placeName = t`Blocked IPs`;
  // The sites the account sees: no path; a write reads again what the contract says it changed.
  const scope = useMemo<ListScope>(() => ({ ...BLOCK_LIST_PARTS, path: {}, placeName, domainNames: NO_DOMAINS }), [placeName]);
  return (
    <>
      <PageHeader title={i18n._(config.title)} description={i18n._(config.description)} />
      <ListScopeContext.Provider value={scope}>
        <RuleList list={BLOCKED_IPS} />
      </ListScopeContext.Provider>
    </>
  );
}
