// The list kit's parts of the users screens (forms/common/lists/users.list.json, the three consoles): an account's
// name with its Disabled badge, the reseller tree's cells (root, second step, parent and creator), its log exports a day,
// the filters' choices (the console's kinds, its clients), the account forms completed with the tenant's roles and the
// console's kinds, and a row's buttons beyond Edit (role, sub-accounts, mail, password, enable or disable, zones,
// sites, licence, switch into), whose dialogs are the screen's (through `UsersContext`).
import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { createContext, useContext, useMemo } from 'react';
import createDescriptor from '../../../forms/common/account-create.form.json';
import updateDescriptor from '../../../forms/common/account-update.form.json';
import users from '../../../forms/common/lists/users.list.json';
import { useKindAccountListAccounts, useKindAccountResendEmail, useKindAccountUpdateAccount } from '../../api/generated/hooks/account/account';
import { useKindRoleListRoles } from '../../api/generated/hooks/role/role';
import type { Account } from '../../api/generated/model';
import { isolated } from '../../components/user-text';
import { LightBadge, WithBadge } from '../../kit/accounts-badges';
import { type RowAction, RowActions } from '../../kit/accounts-row-actions';
import { useAfterWrite } from '../../kit/after-write';
import { defineList } from '../../kit/lists/descriptor';
import { listParts } from '../../kit/lists/list-parts';
import type { CellProps, FilterChoice, ListOverride, OverrideProps, Row } from '../../kit/lists/scope';
import { defineForm } from '../../schema-form/descriptor';
import { notifySuccess } from '../../services/feedback';
import { useArea } from '../../services/use-area';
import { TWO_FACTOR_LABELS } from '../account/labels';
import type { Choice } from '../licenses/forms';
import { AccountName } from './AccountName';
import { KIND_LABELS, USERS_CONFIG } from './config';
import { accountForm, type RoleChoice } from './forms';
import { SwitchIntoButton } from './SwitchIntoButton';
import { parentOf } from './tree-columns';

export const USERS_LIST = defineList(users);
const CREATE_FORM = defineForm(createDescriptor);
const UPDATE_FORM = defineForm(updateDescriptor);

/** The screen's dialogs, opened from a row's buttons and from a selection. */
export interface UsersDialogs {
  assignRole: (accounts: Account[]) => void;
  subAccounts: (account: Account) => void;
  password: (account: Account) => void;
  zones: (account: Account) => void;
  sites: (account: Account) => void;
  licenseOrder: (client: Choice) => void;
}

export const UsersContext = createContext<UsersDialogs | null>(null);

function useDialogs(): UsersDialogs {
  const dialogs = useContext(UsersContext);
  if (!dialogs) throw new Error('The users list outside its screen');
  return dialogs;
}

const account = (row: Row) => row as unknown as Account;

/** The clients of the console (the admin's, a client's sub-clients): the Client filter, and parents' names. */
function useClients() {
  const area = useArea();
  return useKindAccountListAccounts(area, { auth: 'client', page: 1, pageSize: 500 }, { query: { enabled: USERS_CONFIG[area].kinds.includes('client') } });
}

/** The tenant's roles as the account form's choices (the default one says so). */
export function useRoleChoices(): RoleChoice[] | undefined {
  const { t } = useLingui();
  const roles = useKindRoleListRoles(useArea(), { page: 1, pageSize: 500 });
  return useMemo(
    () =>
      roles.data?.data.map((role) => {
        const roleName = role.name;
        return { id: role.id, name: roleName, label: role.isDefault ? t`${roleName} (default)` : roleName };
      }),
    [roles.data, t],
  );
}

function AccountCell({ row }: CellProps) {
  // A disabled account says so beside its name (an enabled one is the usual case and says nothing).
  return (
    <WithBadge gap={6} wrap="nowrap" badge={row.enabled === false && { label: <Trans>Disabled</Trans>, color: 'red' }}>
      <AccountName account={account(row)} />
    </WithBadge>
  );
}

function Root({ value }: CellProps) {
  const { t } = useLingui();
  return value ? <LightBadge miw="max-content" label={t`Root`} color="grape" /> : null;
}

function TwoFactor({ value }: CellProps) {
  const { i18n } = useLingui();
  return <>{i18n._(TWO_FACTOR_LABELS[value as Account['login2FAType']])}</>;
}

/** Its reseller or the user who created it (named when the console's accounts are at hand, else by id), and its creator. */
function Parent({ row }: CellProps) {
  const { t } = useLingui();
  const area = useArea();
  const clients = useClients();
  const everyone = useKindAccountListAccounts(area, { page: 1, pageSize: 500 });
  const names = useMemo(
    () => new Map([...(clients.data?.data ?? []), ...(everyone.data?.data ?? [])].map((one) => [one.id, one.accountName])),
    [clients.data, everyone.data],
  );
  const parent = parentOf(account(row), names);
  const creator = account(row).creator;
  return (
    <>
      {parent && <div>{parent.kind === 'client' ? t`Client ${parent.name}` : t`User ${parent.name}`}</div>}
      {creator && (
        <Text size="xs" c="dimmed">
          {t`Created by ${creator}`}
        </Text>
      )}
    </>
  );
}

function Exports({ row, value }: CellProps) {
  const { t } = useLingui();
  return <>{row.auth !== 'user' ? '' : value === 0 ? t`No limit` : String(value ?? '')}</>;
}

/** The kinds of account the console lists (the Type filter). */
function useKinds(): FilterChoice[] {
  const { i18n } = useLingui();
  return USERS_CONFIG[useArea()].kinds.map((kind) => ({ value: kind, label: i18n._(KIND_LABELS[kind]) }));
}

function useClientChoices(): FilterChoice[] {
  const clients = useClients();
  return useMemo(() => (clients.data?.data ?? []).map((client) => ({ value: String(client.id), label: client.accountName })), [clients.data]);
}

/** A row's buttons beyond Edit. */
function AccountButtons({ row }: OverrideProps & { row: Row }) {
  const { t } = useLingui();
  const area = useArea();
  const config = USERS_CONFIG[area];
  const dialogs = useDialogs();
  const afterWrite = useAfterWrite();
  const resend = useKindAccountResendEmail();
  const update = useKindAccountUpdateAccount();
  const one = account(row);
  /** Enables or disables the account (PUT {kind}/account with `enabled`); the message names it. */
  const setEnabled = (enabled: boolean) => {
    const name = isolated(one.accountName);
    return afterWrite(
      update.mutateAsync({ kind: area, data: { id: one.id, enabled } }),
      enabled ? t`Account ${name} enabled: it can sign in again.` : t`Account ${name} disabled: its sessions and API tokens have ended.`,
      'kind-account-update-account',
      { kind: area },
    );
  };
  const actions: RowAction[] = [
    { label: <Trans>Role</Trans>, operation: 'kind-role-assign-role', onClick: () => dialogs.assignRole([one]) },
    { label: <Trans>Sub-accounts</Trans>, operation: 'kind-account-list-subs', hidden: !config.subsOf.includes(one.auth), onClick: () => dialogs.subAccounts(one) },
    {
      label: <Trans>Resend mail</Trans>,
      operation: 'kind-account-resend-email',
      hidden: one.emailConfirmed,
      loading: resend.isPending,
      call: { label: t`Resend mail`, path: { kind: area }, body: { id: one.id } },
      onClick: () => resend.mutate({ kind: area, data: { id: one.id } }, { onSuccess: () => notifySuccess(t`The confirmation mail was sent again to ${isolated(one.email)}.`) }),
    },
    { label: <Trans>Password</Trans>, operation: 'kind-account-set-password', name: t`Password of ${isolated(one.accountName)}`, onClick: () => dialogs.password(one) },
    one.enabled === false
      ? {
          label: <Trans>Enable</Trans>,
          operation: 'kind-account-update-account',
          name: t`Enable ${isolated(one.accountName)}`,
          loading: update.isPending,
          call: { path: { kind: area }, body: { id: one.id, enabled: true } },
          onClick: () => void setEnabled(true),
        }
      : {
          label: <Trans>Disable</Trans>,
          operation: 'kind-account-update-account',
          name: t`Disable ${isolated(one.accountName)}`,
          color: 'red',
          variant: 'subtle',
          loading: update.isPending,
          call: { path: { kind: area }, body: { id: one.id, enabled: false } },
          confirm: {
            title: t`Disable ${isolated(one.email)}?`,
            message: t`Their sessions and API tokens end now, and they cannot sign in until the account is enabled again.`,
            confirmLabel: t`Disable`,
            onConfirm: () => setEnabled(false),
          },
        },
    {
      label: <Trans>Zones</Trans>,
      operation: 'client-zone-list-client-zones',
      name: t`Zones of ${isolated(one.accountName)}`,
      hidden: !config.assignZones?.includes(one.auth) || one.parentClientID == null,
      onClick: () => dialogs.zones(one),
    },
    {
      label: <Trans>Sites</Trans>,
      operation: 'client-site-list-sites',
      name: t`Sites of ${isolated(one.accountName)}`,
      hidden: !config.assignSites?.includes(one.auth) || one.parentUserID == null,
      onClick: () => dialogs.sites(one),
    },
    {
      label: <Trans>Licence</Trans>,
      operation: 'admin-license-get-order',
      name: t`Licence of ${isolated(one.accountName)}`,
      hidden: !config.licenseOrder?.includes(one.auth),
      onClick: () => dialogs.licenseOrder({ id: one.id, name: one.accountName }),
    },
  ];
  return (
    // Beside the kit's Edit and API buttons (a row that does not wrap): on a phone's card these wrap within what is left;
    // in a table, on lines of 17rem at least.
    <RowActions actions={actions} wrap="wrap" maw="26rem" miw={{ base: 0, sm: '17rem' }} flex="1 1 0">
      {config.switchInto.includes(one.auth) && <SwitchIntoButton account={one} />}
    </RowActions>
  );
}

/** "Give a role" to the chosen accounts. */
function GiveRole({ selected }: OverrideProps & { selected: Row[] }) {
  const dialogs = useDialogs();
  return (
    <RowActions size="xs" actions={[{ label: <Trans>Give a role</Trans>, operation: 'kind-role-assign-role', variant: 'light', onClick: () => dialogs.assignRole(selected.map(account)) }]} />
  );
}

const usersOverride: ListOverride = {
  row: AccountButtons,
  bulk: GiveRole,
  use: function useUsers() {
    const { t, i18n } = useLingui();
    const config = USERS_CONFIG[useArea()];
    const roles = useRoleChoices();
    const form = useMemo(
      () =>
        accountForm(CREATE_FORM, {
          roles: roles ?? [],
          kinds: config.kinds.length > 1 ? config.kinds.map((kind) => ({ kind, label: i18n._(KIND_LABELS[kind]) })) : null,
          omit: [...(config.company ? [] : ['companyName']), ...(config.kinds.includes('user') ? [] : ['maxLogExportTimes'])],
        }),
      [roles, config, i18n],
    );
    /** The fields each account's edit shows: its company (not back-office staff), its log exports a day (end users). */
    const shown = (one: Account) => ({ company: config.company && one.auth !== 'admin', exports: one.auth === 'user' });
    return {
      // The role is a choice of the tenant's roles: the form opens once they are known.
      addRefused: roles ? null : t`Loading the roles…`,
      form,
      initial: { ...(config.kinds.length > 1 ? { auth: config.kinds[0] } : {}), accountName: '', email: '', ...(config.kinds.includes('user') ? { maxLogExportTimes: 5 } : {}) },
      editForm: (row: Row) => {
        const { company, exports } = shown(account(row));
        return accountForm(UPDATE_FORM, { omit: [...(company ? [] : ['companyName']), ...(exports ? [] : ['maxLogExportTimes'])] });
      },
      formValues: (row: Row) => {
        const one = account(row);
        const { company, exports } = shown(one);
        return { accountName: one.accountName, ...(company ? { companyName: one.companyName ?? '' } : {}), ...(exports ? { maxLogExportTimes: one.maxLogExportTimes ?? 0 } : {}) };
      },
      // Names and emails are sent without the spaces typed around them.
      toBody: (values: Record<string, unknown>) => ({
        ...values,
        ...(typeof values.accountName === 'string' ? { accountName: values.accountName.trim() } : {}),
        ...(typeof values.email === 'string' ? { email: values.email.trim() } : {}),
      }),
    };
  },
};

export const USERS_LIST_PARTS = listParts({
  cells: [{ 'users.account': AccountCell, 'users.root': Root, 'users.twoFactor': TwoFactor, 'users.parent': Parent, 'users.exports': Exports }],
  overrides: [{ users: usersOverride }],
  choices: [{ 'users.kinds': useKinds, 'users.clients': useClientChoices }],
});

