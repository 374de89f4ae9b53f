// The accounts that may manage a site: who has access now, give access to sub-users, take it away.
// With several sites selected the same choice applies to all of them (PATCH/DELETE site/users in bulk).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Loader, MultiSelect, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/leave-guard/GuardedModal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import { useUserSiteAssignUsers, useUserSiteListUsers, useUserSiteUnassignUsers } from '../../api/generated/hooks/site/site';
import type { UserSite } from '../../api/generated/model';
import { notifySuccess } from '../../services/feedback';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PermittedButton } from '../../components/Permitted';
import { DataTable } from '../../kit/DataTable';
import { invalidateUnder } from '../../schema-form/invalidate';

export function SiteUsersModal({ sites, onClose }: { sites: UserSite[] | null; onClose: () => void }) {
  const { t } = useLingui();
  const single = sites?.length === 1 ? sites[0]! : null;
  const title = single ? t`Users of ${single.siteName}` : t`Users of ${sites?.length ?? 0} sites`;
  return (
    <Modal opened={sites !== null} onClose={onClose} title={title} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {sites && <SiteUsers key={sites.map((s) => s.id).join()} sites={sites} />}
    </Modal>
  );
}

function SiteUsers({ sites }: { sites: UserSite[] }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const single = sites.length === 1 ? sites[0]! : null;
  const current = useUserSiteListUsers(single?.id ?? 0, { query: { enabled: single !== null } });
  const accounts = useKindAccountListAccounts('user', { page: 1, pageSize: 500 }, { query: { enabled: true } });
  const assign = useUserSiteAssignUsers();
  const unassign = useUserSiteUnassignUsers();
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const subUsers = (accounts.data?.data ?? []).filter((account) => !account.isRoot);
  const body = () => ({ siteIDs: sites.map((site) => site.id), userIDs: chosen.map(Number) });
  const done = async (granted: boolean) => {
    const name = single?.siteName ?? '';
    const users = chosen.length;
    if (granted)
      notifySuccess(
        single
          ? plural(users, { one: `# user can now manage ${name}`, other: `# users can now manage ${name}` })
          : plural(users, { one: '# user can now manage the chosen sites', other: '# users can now manage the chosen sites' }),
      );
    else
      notifySuccess(
        single
          ? plural(users, { one: `# user can no longer manage ${name}`, other: `# users can no longer manage ${name}` })
          : plural(users, { one: '# user can no longer manage the chosen sites', other: '# users can no longer manage the chosen sites' }),
      );
    setChosen([]);
    await invalidateUnder(queryClient, '/user/site');
  };
  const check = () => {
    if (chosen.length === 0) {
      setProblem(t`Choose at least one user.`);
      return false;
    }
    return true;
  };
  return (
      <Stack>
        {single &&
          (current.isPending ? (
            <Loader size="sm" aria-label={t`Loading`} />
          ) : (
            <DataTable
              withTableBorder
              aria-label={t`Accounts with access`}
              rows={current.data?.data ?? []}
              rowKey={(user) => user.id}
              columns={[
                {
                  header: <Trans>Account</Trans>,
                  cell: (user) => (
                    <>
                      {user.accountName}{' '}
                      {user.isRoot && (
                        <Badge size="xs" variant="light">
                          <Trans>Owner</Trans>
                        </Badge>
                      )}
                    </>
                  ),
                },
                { header: <Trans>Email</Trans>, cell: (user) => user.email },
                { header: <Trans>Role</Trans>, cell: (user) => user.roleName ?? '—' },
              ]}
            />
          ))}
        {!single && (
          <Text size="sm">
            <Trans>The users you choose get or lose access to all {sites.length} selected sites.</Trans>
          </Text>
        )}
        <MultiSelect
          label={t`Sub-users`}
          placeholder={chosen.length ? undefined : t`Choose sub-users`}
          searchable
          data={subUsers.map((user) => ({ value: String(user.id), label: `${user.accountName} (${user.email})` }))}
          value={chosen}
          onChange={(value) => {
            setChosen(value);
            setProblem(null);
          }}
          error={problem}
          nothingFoundMessage={t`You have no sub-users.`}
        />
        <Group justify="flex-end">
          <ConfirmButton
            operation="user-site-unassign-users"
            title={t`Take access away?`}
            message={t`The chosen users will no longer see or manage these sites.`}
            confirmLabel={t`Remove access`}
            loading={unassign.isPending}
            disabled={chosen.length === 0}
            onConfirm={() => unassign.mutateAsync({ data: body() }).then(() => done(false), () => undefined)}
          >
            <Trans>Remove access</Trans>
          </ConfirmButton>
          <PermittedButton operation="user-site-assign-users" loading={assign.isPending} onClick={() => check() && assign.mutate({ data: body() }, { onSuccess: () => done(true) })}>
            <Trans>Give access</Trans>
          </PermittedButton>
        </Group>
      </Stack>
  );
}
