// From a row of the client's users (spec 6: "users are assigned to sites and zones; zones can be assigned to
// sub-clients"): the zones lent to a sub-client (GET/PUT {clientId}/zones, the zones feature's own editor), and the
// sites a customer's sub-user may manage (PATCH client/site/users, assign or remove). Each dialog opens with the
// current assignment and says what changes before saving.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Stack, Text } from '@mantine/core';
import { DialogCancel, Modal } from '../../components/leave-guard/GuardedModal';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Loaded } from '../../kit/Loaded';
import { useClientSiteAssignUsers, useClientSiteListSites } from '../../api/generated/hooks/client-site/client-site';
import { useClientZoneListMetaZones } from '../../api/generated/hooks/zone/zone';
import type { Account } from '../../api/generated/model';
import { invalidateAfter } from '../../api/invalidate';
import { notifySuccess } from '../../services/feedback';
import { reported } from '../../services/swallow';
import { PermittedButton } from '../../components/Permitted';
import { isolated } from '../../components/user-text';
import { invalidateUnder } from '../../schema-form/invalidate';
import { AssignChoices, AssignmentReview, ClientZones } from '../zones/AssignZones';

/** The zones lent to a sub-client; `account` null: closed. */
export function AssignZonesModal({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={account !== null} onClose={onClose} size="lg" title={t`Zones of ${isolated(account?.accountName)}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {account && <SubClientZones account={account} onClose={onClose} />}
    </Modal>
  );
}

function SubClientZones({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const zones = useClientZoneListMetaZones();
  return (
    <Loaded query={zones} failed={t`Your zones could not be loaded.`}>
      {(data) => {
        if (data.data.length === 0) {
          return (
            <Alert color="gray">
              <Trans>You have no zone yet: create one under Zones before lending it.</Trans>
            </Alert>
          );
        }
        return (
          <Stack>
            <Text size="sm" c="dimmed">
              <Trans>A sub-client's sites may use the zones lent to it. Saving replaces the zones it has.</Trans>
            </Text>
            <ClientZones
              clientId={account.id}
              clientName={account.accountName}
              zones={data.data}
              onSaved={async () => {
                await invalidateUnder(queryClient, `/client/${account.id}/zones`);
                onClose();
              }}
            />
          </Stack>
        );
      }}
    </Loaded>
  );
}

/** The sites a customer's sub-user may manage; `account` null: closed. */
export function AssignSitesModal({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={account !== null} onClose={onClose} size="lg" title={t`Sites of ${isolated(account?.accountName)}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {account && <UserSites key={account.id} account={account} onClose={onClose} />}
    </Modal>
  );
}

// The sites of a customer are one page of the client's sites: a customer with more than this many sites is rare,
// and the dialog says when the list is cut.
const SITES_PAGE = 500;

function UserSites({ account, onClose }: { account: Account; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const sites = useClientSiteListSites({ page: 1, pageSize: SITES_PAGE });
  const assign = useClientSiteAssignUsers();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [reviewing, setReviewing] = useState(false);
  // The customer (the tenant's root) owns the sites a sub-user may be given: those that list the root.
  const owner = account.parentUserID ?? account.id;
  const tenantSites = useMemo(() => (sites.data?.data ?? []).filter((site) => site.users.some((user) => user.id === owner)), [sites.data, owner]);
  return (
    <Loaded query={sites} failed={t`The sites could not be loaded.`}>
      {(data) => {
        const who = isolated(account.accountName);
        if (tenantSites.length === 0) {
          return (
            <Alert color="gray">
              <Trans>This customer has no site yet: once one is created, its sub-users can be given it here.</Trans>
            </Alert>
          );
        }
        const before = tenantSites.filter((site) => site.users.some((user) => user.id === account.id)).map((site) => String(site.id));
        const value = chosen ?? before;
        const nameOf = (id: string) => tenantSites.find((site) => String(site.id) === id)?.siteName ?? id;
        const added = value.filter((id) => !before.includes(id));
        const removed = before.filter((id) => !value.includes(id));
        const save = () =>
          reported(async () => {
            if (added.length) await assign.mutateAsync({ data: { ids: added.map(Number), userIDs: [account.id], action: 'assign' } });
            if (removed.length) await assign.mutateAsync({ data: { ids: removed.map(Number), userIDs: [account.id], action: 'remove' } });
            const who = isolated(account.accountName);
            const given = added.length;
            const taken = removed.length;
            notifySuccess(t`Sites of ${who} saved: ${given} given, ${taken} taken away`);
            onClose();
          }).finally(() => {
            setReviewing(false);
            void invalidateAfter(queryClient, 'client-site-assign-users', {});
          });
        return (
          <Stack>
            <Text size="sm" c="dimmed">
              <Trans>A sub-user manages the sites of its customer that it is given, as its role allows.</Trans>
            </Text>
            {(data.total ?? 0) > SITES_PAGE && (
              <Alert color="yellow" variant="light">
                {t`Only the first ${SITES_PAGE} of your customers' sites are listed.`}
              </Alert>
            )}
            <AssignChoices label={t`Sites ${who} may manage`} choices={tenantSites.map((site) => ({ id: site.id, name: site.siteName }))} value={value} onChange={setChosen} />
            {reviewing ? (
              <AssignmentReview
                lines={[
                  ...(added.length > 0 ? [t`Given from now on: ${added.map(nameOf).join(', ')}`] : []),
                  ...(removed.length > 0 ? [t`Taken away: ${removed.map(nameOf).join(', ')}`] : []),
                ]}
                busy={assign.isPending}
                onConfirm={() => void save()}
                onBack={() => setReviewing(false)}
              />
            ) : (
              <Group justify="flex-end">
                <DialogCancel onCancel={onClose} />
                <PermittedButton operation="client-site-assign-users" disabled={added.length + removed.length === 0} onClick={() => setReviewing(true)}>
                  <Trans>Save</Trans>
                </PermittedButton>
              </Group>
            )}
          </Stack>
        );
      }}
    </Loaded>
  );
}
