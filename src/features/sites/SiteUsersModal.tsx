// The accounts that may manage a site: who has access now, give access to sub-users, take it away.
// With several sites selected the same choice applies to all of them (PATCH/DELETE site/users in bulk).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, MultiSelect, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/leave-guard/GuardedModal';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import siteUsers from '../../../forms/user/lists/site-users.list.json';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import { useUserSiteAssignUsers, useUserSiteUnassignUsers } from '../../api/generated/hooks/site/site';
import type { UserSite } from '../../api/generated/model';
import { notifySuccess } from '../../services/feedback';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PermittedButton } from '../../components/Permitted';
import { defineList } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import { type ListScope, ListScopeContext } from '../../kit/lists/scope';
import { invalidateUnder } from '../../schema-form/invalidate';
import { SITE_USERS_LIST_PARTS } from './lists';

const SITE_USERS = defineList(siteUsers);
const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

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
  // The accounts with access to one site: a read-only list descriptor (forms/user/lists/site-users.list.json).
  const scope = useMemo<ListScope | null>(
    () => (single ? { ...SITE_USERS_LIST_PARTS, path: { siteId: single.id }, placeName: single.siteName, domainNames: NO_DOMAINS } : null),
    [single],
  );
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
        {single && (
          <ListScopeContext.Provider value={scope!}>
            <RuleList list={SITE_USERS} />
          </ListScopeContext.Provider>
        )}
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
