// Gives one role to a selection of accounts (PUT {kind}/account/role).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Select, Stack, Text } from '@mantine/core';
import { DialogCancel, Modal } from '../../components/leave-guard/GuardedModal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useKindRoleAssignRole } from '../../api/generated/hooks/role/role';
import type { Account } from '../../api/generated/model';
import { invalidateAfter } from '../../api/invalidate';
import { notifySuccess } from '../../services/feedback';
import { reported } from '../../services/swallow';
import { useArea } from '../../services/use-area';
import { PermittedButton } from '../../components/Permitted';
import { isolated } from '../../components/user-text';
import type { RoleChoice } from './forms';

export function AssignRoleModal({ accounts, roles, onClose }: { accounts: Account[] | null; roles: RoleChoice[]; onClose: () => void }) {
  const { t } = useLingui();
  const count = accounts?.length ?? 0;
  const title = count === 1 ? t`Role of ${isolated(accounts?.[0]?.accountName)}` : t`Give a role to ${count} accounts`;
  return (
    <Modal opened={accounts !== null} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': t`Close` }}>
      {accounts && <AssignRoleForm key={accounts.map((a) => a.id).join()} accounts={accounts} roles={roles} onClose={onClose} />}
    </Modal>
  );
}

function AssignRoleForm({ accounts, roles, onClose }: { accounts: Account[]; roles: RoleChoice[]; onClose: () => void }) {
  const { t } = useLingui();
  const area = useArea();
  const queryClient = useQueryClient();
  const assign = useKindRoleAssignRole();
  const shared = accounts.every((a) => a.roleID === accounts[0]?.roleID) ? accounts[0]?.roleID : null;
  const [roleID, setRoleID] = useState<string | null>(shared ? String(shared) : null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack>
      <Text size="sm">
        <Trans>The role says what the account may do. It applies from the account's next call.</Trans>
      </Text>
      <Select
        label={t`Role`}
        data={roles.map((role) => ({ value: String(role.id), label: role.label ?? role.name }))}
        value={roleID}
        onChange={(value) => {
          setRoleID(value);
          setError(null);
        }}
        error={error}
        searchable
        nothingFoundMessage={t`No role matches`}
        withAsterisk
      />
      <Group justify="flex-end">
        <DialogCancel onCancel={onClose} />
        <PermittedButton
          operation="kind-role-assign-role"
          loading={assign.isPending}
          onClick={() =>
            reported(async () => {
              if (!roleID) return setError(t`Choose a role.`);
              await assign.mutateAsync({ kind: area, data: { ids: accounts.map((a) => a.id), roleID: Number(roleID) } });
              const roleName = isolated(roles.find((role) => String(role.id) === roleID)?.name ?? '');
              const who = isolated(accounts[0]?.accountName ?? '');
              notifySuccess(
                plural(accounts.length, {
                  one: `Role of ${who} changed to “${roleName}”`,
                  other: `Role of # accounts changed to “${roleName}”`,
                }),
              );
              onClose();
              await invalidateAfter(queryClient, 'kind-role-assign-role', { kind: area });
            })
          }
        >
          <Trans>Save</Trans>
        </PermittedButton>
      </Group>
    </Stack>
  );
}
