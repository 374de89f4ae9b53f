// The sub-accounts of one account (GET {kind}/account/{userId}/subs): a reseller's clients and customers, a
// customer's sub-users.
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../components/leave-guard/GuardedModal';
import { useMemo } from 'react';
import { useKindAccountListSubs } from '../../api/generated/hooks/account/account';
import type { Account } from '../../api/generated/model';
import { useArea } from '../../services/use-area';
import { columnsFor, ResourceTable } from '../../components/resource-table/ResourceTable';
import { useListState } from '../../components/resource-table/list-state';
import { isolated } from '../../components/user-text';
import { AccountName } from './AccountName';
import { KIND_LABELS } from './config';

const column = columnsFor<Account>();

export function SubAccountsModal({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={account !== null} onClose={onClose} size="xl" title={t`Sub-accounts of ${isolated(account?.accountName)}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {account && <SubAccounts account={account} />}
    </Modal>
  );
}

function SubAccounts({ account }: { account: Account }) {
  const { t, i18n } = useLingui();
  const area = useArea();
  const list = useListState();
  const subs = useKindAccountListSubs(area, account.id, { page: list.page, pageSize: list.pageSize });
  const columns = useMemo(
    () => [
      column.accessor('accountName', { id: 'accountName', header: () => t`Account`, enableSorting: false, cell: ({ row }) => <AccountName account={row.original} /> }),
      column.accessor('auth', { id: 'auth', header: () => t`Type`, enableSorting: false, cell: ({ getValue }) => i18n._(KIND_LABELS[getValue()]) }),
      column.accessor('roleName', { id: 'roleName', header: () => t`Role`, enableSorting: false, cell: ({ getValue }) => getValue() ?? t`No role` }),
    ],
    [t, i18n],
  );
  return (
    <ResourceTable
      label={t`Sub-accounts`}
      columns={columns}
      query={subs}
      list={list}
      rowId={(sub) => String(sub.id)}
      rowName={(sub) => sub.accountName}
      height={360}
      empty={<Trans>This account has no sub-account.</Trans>}
    />
  );
}
