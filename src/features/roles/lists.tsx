// The list kit's scope for the roles screen (forms/common/lists/roles.list.json, the end user's and the client's
// console): a role's own cells (its name with the Default badge, what it allows in the console's words, the sites it
// covers, how many accounts hold it) and what is particular to the list: how many accounts hold a role, which the
// confirmation of its removal says (the server refuses to remove a role still held).
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import { useKindRoleListMetaRoles } from '../../api/generated/hooks/role/role';
import { UserBadge, UserText } from '../../components/UserText';
import { WithBadge } from '../../kit/accounts-badges';
import { listParts } from '../../kit/lists/list-parts';
import { type CellProps, type ListOverride, type ListScope, ListScopeContext, type Row } from '../../kit/lists/scope';
import { useArea } from '../../services/use-area';
import { ROLES_CONFIG } from './config';
import { useMetaRoleLabel } from './meta-roles';

/** How many accounts of this console hold each role (every account, read once for the list). */
function useHolders(): ReadonlyMap<number, number> {
  const area = useArea();
  const accounts = useKindAccountListAccounts(area, { page: 1, pageSize: 5000 });
  return useMemo(() => {
    const counts = new Map<number, number>();
    for (const account of accounts.data?.data ?? []) if (account.roleID) counts.set(account.roleID, (counts.get(account.roleID) ?? 0) + 1);
    return counts;
  }, [accounts.data]);
}

function RoleName({ row }: CellProps) {
  return (
    <WithBadge gap="xs" wrap="nowrap" badge={row.isDefault === true && { label: <Trans>Default</Trans>, size: 'sm' }}>
      <UserText value={String(row.name ?? '')} fw={500} />
    </WithBadge>
  );
}

function Allows({ value }: CellProps) {
  const { i18n } = useLingui();
  const area = useArea();
  const metaRoles = useKindRoleListMetaRoles(area);
  const label = useMetaRoleLabel(ROLES_CONFIG[area]!);
  const all = metaRoles.data?.data ?? [];
  const names = (Array.isArray(value) ? (value as number[]) : [])
    .map((id) => all.find((meta) => meta.id === id))
    .filter((meta) => meta !== undefined)
    .map((meta) => label(meta));
  return (
    <Text size="sm" maw="28rem">
      {names.join(i18n.locale === 'en' ? ', ' : '、')}
    </Text>
  );
}

function Sites({ value }: CellProps) {
  const names = Array.isArray(value) ? (value as string[]) : [];
  return names.length ? (
    <Group gap={4} maw="18rem">
      {names.map((name) => (
        <UserBadge key={name} value={name} variant="outline" size="sm" maw="12rem" />
      ))}
    </Group>
  ) : (
    <Trans>All sites</Trans>
  );
}

function Holders({ row }: CellProps) {
  return <>{String(useHolders().get(row.id) ?? 0)}</>;
}

const roles: ListOverride = {
  use: function useRoles() {
    const holders = useHolders();
    // `{holders}` in the removal's confirmation.
    return { values: (row: Row) => ({ holders: holders.get(row.id) ?? 0 }) };
  },
};

export const ROLE_LIST_PARTS = listParts({
  cells: [{ 'role.name': RoleName, 'role.allows': Allows, 'role.sites': Sites, 'role.holders': Holders }],
  overrides: [{ roles }],
});

const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

/** The roles list's scope: the `{kind}` calls of the console shown; a change reads again what the contract says it changes. */
export function RoleLists({ placeName, children }: { placeName: string; children: ReactNode }) {
  const scope = useMemo<ListScope>(() => ({ ...ROLE_LIST_PARTS, path: {}, placeName, domainNames: NO_DOMAINS }), [placeName]);
  return <ListScopeContext.Provider value={scope}>{children}</ListScopeContext.Provider>;
}
