// The sub-accounts of one account (GET {kind}/account/{userId}/subs): a reseller's clients and customers, a
// customer's sub-users; a read-only list descriptor (forms/common/lists/sub-accounts.list.json) with the kit's cells.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import subAccounts from '../../../forms/common/lists/sub-accounts.list.json';
import { Modal } from '../../components/leave-guard/GuardedModal';
import type { Account } from '../../api/generated/model';
import { isolated } from '../../components/user-text';
import { defineList } from '../../kit/lists/descriptor';
import { listParts } from '../../kit/lists/list-parts';
import { RuleList } from '../../kit/lists/RuleList';
import { type ListScope, ListScopeContext } from '../../kit/lists/scope';

const SUB_ACCOUNTS = defineList(subAccounts);
const PARTS = listParts();
const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

export function SubAccountsModal({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={account !== null} onClose={onClose} size="xl" title={t`Sub-accounts of ${isolated(account?.accountName)}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {account && <SubAccounts account={account} />}
    </Modal>
  );
}

/** The list's scope: the account whose sub-accounts show (`{kind}` is the console's). */
function SubAccounts({ account }: { account: Account }) {
  const scope = useMemo<ListScope>(() => ({ ...PARTS, path: { userId: account.id }, placeName: account.accountName, domainNames: NO_DOMAINS }), [account.id, account.accountName]);
  return (
    <ListScopeContext.Provider value={scope}>
      <RuleList list={SUB_ACCOUNTS} />
    </ListScopeContext.Provider>
  );
}
