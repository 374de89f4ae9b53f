// Users of a console (end user: sub-users; client: customers and sub-clients; admin: staff and clients): one screen
// configured per console (./config.ts). List with search, type filter, sort and paging; create and edit through
// descriptors (forms/common/account-*.form.json, the role choice filled from the console's roles); remove a
// selection after a confirmation; resend the set-password mail; disable or enable an account (its sessions and API
// tokens end at once), mail it a password reset or set its password (./PasswordModal.tsx); give a role; a row's sub-accounts; open the
// console of a customer or sub-user in a new tab (./switch-into.ts); the client lends zones to a sub-client and gives
// a customer's sub-user sites (./AssignModals.tsx); the admin opens a client's licence order record.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { lazy, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import createDescriptor from '../../../forms/common/account-create.form.json';
import updateDescriptor from '../../../forms/common/account-update.form.json';
import { useKindAccountDeleteAccounts, useKindAccountListAccounts, useKindAccountResendEmail, useKindAccountUpdateAccount } from '../../api/generated/hooks/account/account';
import { useKindRoleListRoles } from '../../api/generated/hooks/role/role';
import type { Account, Kind } from '../../api/generated/model';
import { notifySuccess } from '../../services/feedback';
import { useArea } from '../../services/use-area';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PageHeader } from '../../components/PageHeader';
import { EmptyRefused, PermittedButton } from '../../components/Permitted';
import { useCan } from '../../api/permissions';
import { columnsFor, ResourceTable } from '../../components/resource-table/ResourceTable';
import { useListState } from '../../components/resource-table/list-state';
import { UserText } from '../../components/UserText';
import { LightBadge, WithBadge } from '../../kit/accounts-badges';
import { actionsColumn } from '../../kit/accounts-row-actions';
import { useAfterWrite } from '../../kit/after-write';
import { isolated } from '../../components/user-text';
import { defineForm } from '../../schema-form/descriptor';
import { RowFormModal } from '../../schema-form/RowFormModal';
import type { Choice } from '../licenses/forms';
import { LicenseOrderModal } from '../licenses/LicenseOrderModal';
import { AssignSitesModal, AssignZonesModal } from './AssignModals';
import { AssignRoleModal } from './AssignRoleModal';
import { KIND_LABELS, USERS_CONFIG } from './config';
import { accountForm, type RoleChoice } from './forms';
import { AccountName } from './AccountName';
import { PasswordModal } from './PasswordModal';
import { OnceShown } from '../../components/OnceShown';
import { SwitchIntoButton } from './SwitchIntoButton';
import { treeColumns } from './tree-columns';
import { NoWrap } from '../../components/CellText';

// Its list is a list descriptor (the kit's lists and forms): loaded the first time it opens (issue 29).
const SubAccountsModal = lazy(() => import('./SubAccountsModal').then((module) => ({ default: module.SubAccountsModal })));

type Filters = { name?: string; auth?: Kind; client?: number };
type CreateValues = { auth?: Kind; accountName: string; email: string; roleID?: number; companyName?: string; maxLogExportTimes?: number };
type UpdateValues = { accountName: string; companyName?: string; maxLogExportTimes?: number };
const column = columnsFor<Account>();

export function Component() {
  const { t, i18n } = useLingui();
  const area = useArea();
  const config = USERS_CONFIG[area];
  // The empty list invites adding an account only to an account that may add one.
  const addRefused = useCan('kind-account-create-account').reason;
  const afterWrite = useAfterWrite();
  const list = useListState<Filters>();
  const accounts = useKindAccountListAccounts(area, list.params);
  // The spec's `client` filter (the admin's clients, a client's sub-clients), and the names of parents.
  const byClient = config.kinds.includes('client');
  const clients = useKindAccountListAccounts(area, { auth: 'client', page: 1, pageSize: 500 }, { query: { enabled: byClient } });
  const names = useMemo(
    () => new Map([...(clients.data?.data ?? []), ...(accounts.data?.data ?? [])].map((account) => [account.id, account.accountName])),
    [clients.data, accounts.data],
  );
  const roles = useKindRoleListRoles(area, { page: 1, pageSize: 500 });
  const remove = useKindAccountDeleteAccounts();
  const resend = useKindAccountResendEmail();
  const update = useKindAccountUpdateAccount();
  // `?name=…&account=7`: the command palette's link to an account (issue 25): the list searched for it, its row marked.
  const [address] = useSearchParams();
  const [search, setSearch] = useState(() => address.get('name') ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const { setFilters } = list;
  useEffect(() => setFilters({ name: debounced.trim() || undefined }), [debounced, setFilters]);
  const [creating, setCreating] = useState<{ mode: 'create'; initial: CreateValues } | null>(null);
  const [editing, setEditing] = useState<{ mode: 'edit'; initial: UpdateValues; account: Account } | null>(null);
  const [assigning, setAssigning] = useState<Account[] | null>(null);
  const [subsOf, setSubsOf] = useState<Account | null>(null);
  const [orderOf, setOrderOf] = useState<Choice | null>(null);
  const [zonesOf, setZonesOf] = useState<Account | null>(null);
  const [sitesOf, setSitesOf] = useState<Account | null>(null);
  const [passwordOf, setPasswordOf] = useState<Account | null>(null);
  /** Enables or disables an account (PUT {kind}/account with `enabled`); the message names it. */
  const setEnabled = (account: Account, enabled: boolean) => {
    const name = isolated(account.accountName);
    return afterWrite(
      update.mutateAsync({ kind: area, data: { id: account.id, enabled } }),
      enabled ? t`Account ${name} enabled: it can sign in again.` : t`Account ${name} disabled: its sessions and API tokens have ended.`,
      'kind-account-update-account',
      { kind: area },
    );
  };

  const roleChoices = useMemo<RoleChoice[]>(
    () =>
      (roles.data?.data ?? []).map((role) => {
        const roleName = role.name;
        return { id: role.id, name: roleName, label: role.isDefault ? t`${roleName} (default)` : roleName };
      }),
    [roles.data, t],
  );
  const kindLabel = (kind: Kind) => i18n._(KIND_LABELS[kind]);
  const createForm = useMemo(
    () =>
      accountForm(defineForm(createDescriptor), {
        roles: roleChoices,
        kinds: config.kinds.length > 1 ? config.kinds.map((kind) => ({ kind, label: i18n._(KIND_LABELS[kind]) })) : null,
        omit: [...(config.company ? [] : ['companyName']), ...(config.kinds.includes('user') ? [] : ['maxLogExportTimes'])],
      }),
    [roleChoices, config, i18n],
  );
  const editForm = useMemo(() => {
    const kind = editing?.account.auth;
    return accountForm(defineForm(updateDescriptor), {
      omit: [...(config.company && kind !== 'admin' ? [] : ['companyName']), ...(kind === 'user' ? [] : ['maxLogExportTimes'])],
    });
  }, [editing, config]);

  const date = (value: string | null | undefined) => (value ? new Date(value).toLocaleString(i18n.locale) : '');
  const columns = useMemo(
    () => [
      column.accessor('accountName', {
        header: () => t`Account`,
        // A disabled account says so beside its name (an enabled one is the usual case and says nothing).
        cell: ({ row }) => (
          <WithBadge gap={6} wrap="nowrap" badge={row.original.enabled === false && { label: <Trans>Disabled</Trans>, color: 'red' }}>
            <AccountName account={row.original} />
          </WithBadge>
        ),
      }),
      ...(config.kinds.length > 1
        ? [column.accessor('auth', { id: 'auth', header: () => t`Type`, cell: ({ getValue }) => kindLabel(getValue()) })]
        : []),
      column.accessor('roleName', { id: 'roleName', header: () => t`Role`, enableSorting: false, cell: ({ getValue }) => getValue() ?? t`No role` }),
      ...treeColumns(column, i18n, names),
      ...(config.company
        ? [column.accessor('companyName', { id: 'companyName', header: () => t`Company`, cell: ({ getValue }) => <UserText value={getValue() ?? ''} /> })]
        : []),
      ...(config.kinds.includes('user')
        ? [
            column.accessor('maxLogExportTimes', {
              header: () => t`Log exports per day`,
              cell: ({ row, getValue }) => (row.original.auth !== 'user' ? '' : getValue() === 0 ? t`No limit` : String(getValue() ?? '')),
            }),
          ]
        : []),
      column.accessor('emailConfirmed', {
        header: () => t`Email`,
        enableSorting: false,
        // The badge keeps its words whole (a wide actions column narrows this one).
        cell: ({ getValue }) => <LightBadge miw="max-content" {...(getValue() ? { label: <Trans>Confirmed</Trans>, color: 'green' } : { label: <Trans>Not confirmed</Trans>, color: 'orange' })} />,
      }),
      column.accessor('updatedAt', { id: 'updatedAt', header: () => t`Updated`, cell: ({ getValue }) => <NoWrap>{date(getValue())}</NoWrap> }),
      actionsColumn(
        column,
        t`Actions`,
        (account) => [
          {
            label: <Trans>Edit</Trans>,
            operation: 'kind-account-update-account',
            variant: 'light',
            onClick: () =>
              setEditing({
                mode: 'edit',
                account,
                initial: {
                  accountName: account.accountName,
                  ...(config.company && account.auth !== 'admin' ? { companyName: account.companyName ?? '' } : {}),
                  ...(account.auth === 'user' ? { maxLogExportTimes: account.maxLogExportTimes ?? 0 } : {}),
                },
              }),
          },
          { label: <Trans>Role</Trans>, operation: 'kind-role-assign-role', onClick: () => setAssigning([account]) },
          { label: <Trans>Sub-accounts</Trans>, operation: 'kind-account-list-subs', hidden: !config.subsOf.includes(account.auth), onClick: () => setSubsOf(account) },
          {
            label: <Trans>Resend mail</Trans>,
            operation: 'kind-account-resend-email',
            hidden: account.emailConfirmed,
            loading: resend.isPending && resend.variables?.data.id === account.id,
            call: { label: t`Resend mail`, path: { kind: area }, body: { id: account.id } },
            onClick: () =>
              resend.mutate({ kind: area, data: { id: account.id } }, { onSuccess: () => notifySuccess(t`The confirmation mail was sent again to ${isolated(account.email)}.`) }),
          },
          {
            label: <Trans>Password</Trans>,
            operation: 'kind-account-set-password',
            name: t`Password of ${isolated(account.accountName)}`,
            onClick: () => setPasswordOf(account),
          },
          account.enabled === false
            ? {
                label: <Trans>Enable</Trans>,
                operation: 'kind-account-update-account',
                name: t`Enable ${isolated(account.accountName)}`,
                loading: update.isPending && update.variables?.data.id === account.id,
                call: { path: { kind: area }, body: { id: account.id, enabled: true } },
                onClick: () => void setEnabled(account, true),
              }
            : {
                label: <Trans>Disable</Trans>,
                operation: 'kind-account-update-account',
                name: t`Disable ${isolated(account.accountName)}`,
                color: 'red',
                variant: 'subtle',
                loading: update.isPending && update.variables?.data.id === account.id,
                call: { path: { kind: area }, body: { id: account.id, enabled: false } },
                confirm: {
                  title: t`Disable ${isolated(account.email)}?`,
                  message: t`Their sessions and API tokens end now, and they cannot sign in until the account is enabled again.`,
                  confirmLabel: t`Disable`,
                  onConfirm: () => setEnabled(account, false),
                },
              },
          {
            label: <Trans>Zones</Trans>,
            operation: 'client-zone-list-client-zones',
            name: t`Zones of ${isolated(account.accountName)}`,
            hidden: !config.assignZones?.includes(account.auth) || account.parentClientID == null,
            onClick: () => setZonesOf(account),
          },
          {
            label: <Trans>Sites</Trans>,
            operation: 'client-site-list-sites',
            name: t`Sites of ${isolated(account.accountName)}`,
            hidden: !config.assignSites?.includes(account.auth) || account.parentUserID == null,
            onClick: () => setSitesOf(account),
          },
          {
            label: <Trans>Licence</Trans>,
            operation: 'admin-license-get-order',
            name: t`Licence of ${isolated(account.accountName)}`,
            hidden: !config.licenseOrder?.includes(account.auth),
            onClick: () => setOrderOf({ id: account.id, name: account.accountName }),
          },
        ],
        { wrap: 'wrap', maw: '26rem', extra: (account) => config.switchInto.includes(account.auth) && <SwitchIntoButton account={account} /> },
      ),
    ],
    [t, i18n.locale, config, resend.isPending, resend.variables, update.isPending, update.variables, names], // eslint-disable-line react-hooks/exhaustive-deps -- the row helpers (date, kindLabel, setEnabled, resend) are new on every render and read only what is listed
  );

  const title = i18n._(config.title);
  return (
    <>
      <PageHeader title={title} description={i18n._(config.description)} />
      <ResourceTable
        label={title}
        columns={columns}
        query={accounts}
        list={list}
        rowId={(account) => String(account.id)}
        rowName={(account) => account.accountName}
        highlight={address.get('account') ?? undefined}
        bulkOperation={{ operation: 'kind-account-delete-accounts' }}
        empty={addRefused ? <EmptyRefused reason={addRefused} /> : i18n._(config.empty)}
        toolbar={
          <>
            <TextInput
              aria-label={t`Search by account name or email`}
              placeholder={t`Search by account name or email`}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={260}
            />
            {config.kinds.length > 1 && (
              <Select
                aria-label={t`Type`}
                placeholder={t`Any type`}
                clearable
                w={180}
                data={config.kinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
                value={list.filters.auth ?? null}
                onChange={(value) => list.setFilters({ auth: (value as Kind | null) ?? undefined })}
              />
            )}
            {byClient && (
              <Select
                aria-label={t`Client`}
                placeholder={t`Any client`}
                clearable
                searchable
                w={200}
                data={(clients.data?.data ?? []).map((client) => ({ value: String(client.id), label: client.accountName }))}
                value={list.filters.client === undefined ? null : String(list.filters.client)}
                onChange={(value) => list.setFilters({ client: value === null ? undefined : Number(value) })}
              />
            )}
            <PermittedButton
              operation="kind-account-create-account"
              onClick={() =>
                // The role is a choice of the tenant's roles: the form opens once they are known.
                roles.data &&
                setCreating({
                  mode: 'create',
                  initial: {
                    ...(config.kinds.length > 1 ? { auth: config.kinds[0] } : {}),
                    accountName: '',
                    email: '',
                    ...(config.kinds.includes('user') ? { maxLogExportTimes: 5 } : {}),
                  },
                })
              }
            >
              <Trans>Add account</Trans>
            </PermittedButton>
          </>
        }
        bulkActions={(selected, clear) => {
          const count = selected.length;
          return (
            <>
              <PermittedButton size="xs" variant="light" operation="kind-role-assign-role" onClick={() => setAssigning(selected)}>
                <Trans>Give a role</Trans>
              </PermittedButton>
              <ConfirmButton
                size="xs"
                operation="kind-account-delete-accounts"
                title={plural(count, { one: 'Remove # account?', other: 'Remove # accounts?' })}
                message={plural(count, {
                  one: 'This account, the accounts below it and everything it owns (sites, roles, tokens) are removed. It can no longer sign in. This cannot be undone.',
                  other: 'These # accounts, the accounts below them and everything they own (sites, roles, tokens) are removed. They can no longer sign in. This cannot be undone.',
                })}
                confirmLabel={t`Remove`}
                loading={remove.isPending}
                onConfirm={() =>
                  afterWrite(
                    remove.mutateAsync({ kind: area, data: { ids: selected.map((account) => account.id) } }),
                    plural(count, { one: `Account ${isolated(selected[0]?.accountName ?? '')} removed`, other: '# accounts removed' }),
                    'kind-account-delete-accounts',
                    { kind: area },
                    clear,
                  )
                }
              >
                <Trans>Remove</Trans>
              </ConfirmButton>
            </>
          );
        }}
      />
      <RowFormModal<CreateValues>
        descriptor={createForm}
        editing={creating}
        path={{ kind: area }}
        toBody={(values) => ({ ...values, accountName: values.accountName.trim(), email: values.email.trim() })}
        meta={{ duplicateMessage: t`An account with this name already exists.` }}
        successMessage={(values) => t`Account ${isolated(values.accountName.trim())} created; a mail to set its password was sent to ${isolated(values.email.trim())}.`}
        onClose={() => setCreating(null)}
      />
      <RowFormModal<UpdateValues>
        descriptor={editForm}
        editing={editing}
        path={{ kind: area }}
        extraBody={editing ? { id: editing.account.id } : undefined}
        meta={{ duplicateMessage: t`An account with this name already exists.` }}
        successMessage={(values) => t`Account ${isolated(values.accountName)} saved.`}
        onClose={() => setEditing(null)}
      />
      <PasswordModal account={passwordOf} onClose={() => setPasswordOf(null)} />
      <AssignRoleModal accounts={assigning} roles={roleChoices} onClose={() => setAssigning(null)} />
      <OnceShown shown={subsOf !== null}>
        <SubAccountsModal account={subsOf} onClose={() => setSubsOf(null)} />
      </OnceShown>
      <LicenseOrderModal client={orderOf} onClose={() => setOrderOf(null)} />
      <AssignZonesModal account={zonesOf} onClose={() => setZonesOf(null)} />
      <AssignSitesModal account={sitesOf} onClose={() => setSitesOf(null)} />
    </>
  );
}
