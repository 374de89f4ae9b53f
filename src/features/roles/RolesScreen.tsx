// The roles of the tenant (end user: userManagement/roles/list; client: userManagement/roles): what each allows, the sites it covers, how many
// accounts hold it; create and edit in the role editor; remove after a confirmation that warns when accounts
// still hold the role (the server refuses to remove it then, and the default role).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import { useKindRoleDeleteRole, useKindRoleListMetaRoles, useKindRoleListRoles } from '../../api/generated/hooks/role/role';
import type { Role } from '../../api/generated/model';
import { useArea } from '../../services/use-area';
import { PageHeader } from '../../components/PageHeader';
import { PermittedButton } from '../../components/Permitted';
import { columnsFor, ResourceTable } from '../../components/resource-table/ResourceTable';
import { useListState } from '../../components/resource-table/list-state';
import { isolated } from '../../components/user-text';
import { UserBadge, UserText } from '../../components/UserText';
import { WithBadge } from '../../kit/accounts-badges';
import { actionsColumn } from '../../kit/accounts-row-actions';
import { useAfterWrite } from '../../kit/after-write';
import { ROLES_CONFIG } from './config';
import { useMetaRoleLabel } from './meta-roles';

const column = columnsFor<Role>();

export function Component() {
  const { t, i18n } = useLingui();
  const area = useArea();
  const config = ROLES_CONFIG[area]!;
  const navigate = useNavigate();
  const afterWrite = useAfterWrite();
  const list = useListState();
  const roles = useKindRoleListRoles(area, { page: list.page, pageSize: list.pageSize });
  const metaRoles = useKindRoleListMetaRoles(area);
  // Who holds each role: the accounts this console manages (the server refuses to remove a role still held).
  const accounts = useKindAccountListAccounts(area, { page: 1, pageSize: 5000 });
  const remove = useKindRoleDeleteRole();
  const { mutateAsync: removeRole } = remove;
  const label = useMetaRoleLabel(config);
  const holders = useMemo(() => {
    const counts = new Map<number, number>();
    for (const account of accounts.data?.data ?? []) if (account.roleID) counts.set(account.roleID, (counts.get(account.roleID) ?? 0) + 1);
    return counts;
  }, [accounts.data]);

  const columns = useMemo(
    () => [
      column.accessor('name', {
        id: 'name',
        header: () => t`Role`,
        enableSorting: false,
        cell: ({ row }) => (
          <WithBadge gap="xs" wrap="nowrap" badge={row.original.isDefault && { label: <Trans>Default</Trans>, size: 'sm' }}>
            <UserText value={row.original.name} fw={500} />
          </WithBadge>
        ),
      }),
      column.accessor('metaRoleIDs', {
        id: 'metaRoleIDs',
        header: () => t`Allows`,
        enableSorting: false,
        cell: ({ getValue }) => {
          const all = metaRoles.data?.data ?? [];
          const names = getValue()
            .map((id) => all.find((meta) => meta.id === id))
            .filter((meta) => meta !== undefined)
            .map((meta) => label(meta));
          return (
            <Text size="sm" maw="28rem">
              {names.join(i18n.locale === 'en' ? ', ' : '、')}
            </Text>
          );
        },
      }),
      ...(config.sites
        ? [
            column.accessor('siteNames', {
              id: 'siteNames',
              header: () => t`Sites`,
              enableSorting: false,
              cell: ({ getValue }) =>
                getValue()?.length ? (
                  <Group gap={4} maw="18rem">
                    {getValue()!.map((name) => (
                      <UserBadge key={name} value={name} variant="outline" size="sm" maw="12rem" />
                    ))}
                  </Group>
                ) : (
                  t`All sites`
                ),
            }),
          ]
        : []),
      column.display({
        id: 'holders',
        header: () => t`Accounts`,
        cell: ({ row }) => String(holders.get(row.original.id) ?? 0),
      }),
      actionsColumn(column, t`Actions`, (role) => {
        const held = holders.get(role.id) ?? 0;
        const name = isolated(role.name);
        const path = { roleId: role.id };
        return [
          { label: <Trans>Edit</Trans>, operation: 'kind-role-update-role', path, variant: 'light', name: t`Edit ${name}`, onClick: () => navigate(`/${area}/${config.editPath}/${role.id}`) },
          {
            label: <Trans>Remove</Trans>,
            operation: 'kind-role-delete-role',
            path,
            name: t`Remove ${name}`,
            loading: remove.isPending && remove.variables?.roleId === role.id,
            call: { path: { kind: area, roleId: role.id } },
            // The service keeps the default role (issue 25): its Remove says why it cannot be used instead of asking.
            ...(role.isDefault && { refused: t`${name} is the default role, set up with your account: the service keeps it, so it cannot be removed.` }),
            confirm: {
              title: t`Remove the role ${name}?`,
              message:
                held > 0
                  ? plural(held, {
                      one: '# account holds this role. A role still held cannot be removed: give this account another role under Users first.',
                      other: '# accounts hold this role. A role still held cannot be removed: give these accounts another role under Users first.',
                    })
                  : t`No account holds this role. Removing it cannot be undone.`,
              confirmLabel: t`Remove`,
              onConfirm: () => afterWrite(removeRole({ kind: area, roleId: role.id }), t`Role “${name}” removed`, 'kind-role-delete-role', { kind: area, roleId: role.id }),
            },
          },
        ];
      }),
    ],
    [t, i18n.locale, metaRoles.data, holders, remove.isPending, remove.variables, config, label, afterWrite, area, navigate, removeRole],
  );

  return (
    <>
      <PageHeader
        title={<Trans>Roles</Trans>}
        description={<Trans>A role is a set of permissions given to accounts. Every account has one role.</Trans>}
      />
      <Stack>
        <ResourceTable
          label={t`Roles`}
          columns={columns}
          query={roles}
          list={list}
          rowId={(role) => String(role.id)}
          rowName={(role) => role.name}
          empty={<Trans>No role yet. Create one with New role.</Trans>}
          toolbar={
            <PermittedButton operation="kind-role-create-role" onClick={() => navigate(`/${area}/${config.createPath}`)}>
              <Trans>New role</Trans>
            </PermittedButton>
          }
        />
      </Stack>
    </>
  );
}
