// Zones lent to a sub-client (a reseller's client account): choose the sub-client, tick its zones, review what
// changes, save (PUT {clientId}/zones replaces the whole assignment).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/leave-guard/GuardedModal';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loaded } from '../../kit/Loaded';
import { notifySuccess } from '../../services/feedback';
import { PermittedButton } from '../../components/Permitted';
import { isolated } from '../../components/user-text';
import { invalidateUnder } from '../../schema-form/invalidate';
import { callOperation, operationQuery } from '../../schema-form/operations';
import { DialogClose } from '../../components/DialogActions';

interface Named {
  id: number;
  name: string;
}
interface Account {
  id: number;
  accountName: string;
  email: string;
  auth: string;
  parentClientID: number | null;
}

export function AssignZonesButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PermittedButton operation="client-zone-assign-client-zones" variant="light" onClick={() => setOpen(true)}>
        <Trans>Zones of sub-clients</Trans>
      </PermittedButton>
      {open && <AssignZonesDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function AssignZonesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [clientId, setClientId] = useState<number | null>(null);
  const accounts = useQuery(operationQuery<{ data: Account[] }>('kind-account-list-accounts', { path: { kind: 'client' }, query: { auth: 'client', page: 1, pageSize: 500 } }));
  const zones = useQuery(operationQuery<{ data: Named[] }>('client-zone-list-meta-zones'));
  const subClients = (accounts.data?.data ?? []).filter((a) => a.auth === 'client' && a.parentClientID !== null);
  return (
    <Modal opened onClose={onClose} title={t`Zones of sub-clients`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack>
        <Text size="sm" c="dimmed">
          <Trans>A sub-client's sites may use the zones lent to it. Saving replaces the zones it has.</Trans>
        </Text>
        {accounts.isPending || zones.isPending ? (
          <Loader aria-label={t`Loading`} />
        ) : accounts.isError || zones.isError ? (
          <Alert color="red" title={t`The sub-clients could not be loaded.`}>
            <Button variant="light" onClick={() => void Promise.all([accounts.refetch(), zones.refetch()])}>
              <Trans>Try again</Trans>
            </Button>
          </Alert>
        ) : subClients.length === 0 ? (
          <Alert color="gray">
            <Trans>You have no sub-client yet: zones are lent to the client accounts created under yours.</Trans>
          </Alert>
        ) : (
          <>
            <Select
              label={t`Sub-client`}
              placeholder={t`Choose a sub-client`}
              data={subClients.map((a) => ({ value: String(a.id), label: `${a.accountName} (${a.email})` }))}
              value={clientId === null ? null : String(clientId)}
              onChange={(value) => setClientId(value === null ? null : Number(value))}
              allowDeselect={false}
            />
            {clientId !== null && (
              <ClientZones
                key={clientId}
                clientId={clientId}
                clientName={subClients.find((a) => a.id === clientId)?.accountName ?? ''}
                zones={zones.data?.data ?? []}
                onSaved={async () => {
                  await invalidateUnder(queryClient, `/client/${clientId}/zones`);
                  onClose();
                }}
              />
            )}
          </>
        )}
        <DialogClose onClose={onClose} />
      </Stack>
    </Modal>
  );
}

export function ClientZones({ clientId, clientName, zones, onSaved }: { clientId: number; clientName: string; zones: Named[]; onSaved: () => Promise<void> }) {
  const { t } = useLingui();
  const assigned = useQuery(operationQuery<{ data: Named[] }>('client-zone-list-client-zones', { path: { clientId } }));
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const save = useMutation({
    mutationFn: (zoneIDs: number[]) => callOperation('client-zone-assign-client-zones', { path: { clientId }, body: { zoneIDs } }),
  });
  return (
    <Loaded query={assigned} failed={t`The zones of this sub-client could not be loaded.`}>
      {(data) => {
        const before = data.data.map((z) => String(z.id));
        const value = chosen ?? before;
        const nameOf = (id: string) => zones.find((z) => String(z.id) === id)?.name ?? data.data.find((z) => String(z.id) === id)?.name ?? id;
        const added = value.filter((id) => !before.includes(id)).map(nameOf);
        const removed = before.filter((id) => !value.includes(id)).map(nameOf);
        const who = isolated(clientName);
        return (
          <Stack>
            <AssignChoices label={t`Zones lent to ${who}`} choices={zones} value={value} onChange={setChosen} />
            {reviewing ? (
              <AssignmentReview
                lines={[
                  ...(added.length > 0 ? [t`Lent from now on: ${added.join(', ')}`] : []),
                  ...(removed.length > 0 ? [t`Taken back: ${removed.join(', ')} (its sites on these zones stop being served by them)`] : []),
                ]}
                busy={save.isPending}
                onConfirm={() =>
                  save.mutate(value.map(Number), {
                    onSuccess: async () => {
                      const lent = added.length;
                      const back = removed.length;
                      notifySuccess(t`Zones of ${who} saved: ${lent} lent, ${back} taken back`);
                      await onSaved();
                    },
                    onError: () => setReviewing(false),
                  })
                }
                onBack={() => setReviewing(false)}
              />
            ) : (
              <Group>
                <PermittedButton operation="client-zone-assign-client-zones" path={{ clientId }} disabled={added.length + removed.length === 0} onClick={() => setReviewing(true)}>
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

/** What an assignment may hold (zones lent, sites given), ticked when it holds them; ids as strings. */
export function AssignChoices({ label, choices, value, onChange }: { label: string; choices: { id: number; name: string }[]; value: string[]; onChange: (value: string[]) => void }) {
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange}>
      <Stack gap={6} mt={6}>
        {choices.map((choice) => (
          <Checkbox key={choice.id} value={String(choice.id)} label={choice.name} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** What saving an assignment changes, said before it is confirmed (lending zones, giving sites). */
export function AssignmentReview({ lines, busy, onConfirm, onBack }: { lines: string[]; busy: boolean; onConfirm: () => void; onBack: () => void }) {
  const { t } = useLingui();
  return (
    <Alert color="blue" title={t`Review the change`}>
      <Stack gap={6}>
        {lines.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
        <Group>
          <Button loading={busy} onClick={onConfirm}>
            <Trans>Confirm and save</Trans>
          </Button>
          <Button variant="default" onClick={onBack}>
            <Trans>Back</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
