// The origins of one layer-4 port (spec 7: port/{portId}/upstreams GET, POST, PUT, DELETE): add, edit with the
// change review, turn off, remove. Weight 1-100; no address twice with the same port; one origin stays enabled.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useUserPortCreateUpstreams,
  useUserPortDeleteUpstreams,
  useUserPortListUpstreams,
  useUserPortUpdateUpstreams,
} from '../../../api/generated/hooks/port/port';
import type { UserL4Port, UserPortUpstream } from '../../../api/generated/model';
import { notifyInfo, notifySuccess } from '../../../services/feedback';
import { Dialog } from '../../../components/Dialog';
import { DialogActions } from '../../../components/DialogActions';
import { PermittedButton } from '../../../components/Permitted';
import { columnsFor, ResourceTable } from '../../../components/resource-table/ResourceTable';
import { ChangeReview, hasChanges } from '../../../schema-form/ChangeReview';
import { invalidateAfter } from '../../../api/invalidate';
import { useAfterWrite } from '../../../kit/after-write';
import { RemoveRow } from '../remove-buttons';
import { translate } from '../../../validation/form';
import { OriginPortInput, OriginWeightInput, WeightHelp } from './OriginInputs';
import { originProblems, type OriginProblems } from './port-rules';
import { EnabledBadge } from '../../../kit/lists/parts';
import { Mono } from '../../../components/CellText';
import { CheckedForm } from '../../../components/CheckedForm';

const column = columnsFor<UserPortUpstream>();

export function OriginsModal({ siteId, port, onClose }: { siteId: number; port: UserL4Port | null; onClose: () => void }) {
  const { t } = useLingui();
  const number = port?.port ?? '';
  return (
    <Dialog opened={port !== null} onClose={onClose} title={t`Origins of port ${number}`} size="xl">
      {port && <Origins siteId={siteId} port={port} />}
    </Dialog>
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; origin: UserPortUpstream };

function Origins({ siteId, port }: { siteId: number; port: UserL4Port }) {
  const { t } = useLingui();
  const afterWrite = useAfterWrite();
  const origins = useUserPortListUpstreams(siteId, port.id);
  const remove = useUserPortDeleteUpstreams();
  const [editing, setEditing] = useState<Editing | null>(null);
  const rows = useMemo(() => origins.data?.data ?? [], [origins.data]);
  const enabledCount = rows.filter((o) => o.enabled).length;

  const columns = useMemo(
    () => [
      column.accessor('host', {
        header: () => t`Address`,
        cell: ({ getValue }) => (
          <Mono wrap>{getValue()}</Mono>
        ),
      }),
      column.accessor('port', { id: 'port', header: () => t`Port` }),
      column.accessor('weight', { id: 'weight', header: () => t`Weight` }),
      column.accessor('enabled', {
        header: () => t`State`,
        cell: ({ getValue }) => <EnabledBadge enabled={Boolean(getValue())} />,
      }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const origin = row.original;
          const last = rows.length === 1 || (origin.enabled && enabledCount === 1);
          const label = `${origin.host}:${origin.port}`;
          return (
            <Group gap={4} wrap="nowrap">
              <Button size="compact-sm" variant="subtle" aria-label={t`Edit origin ${label}`} onClick={() => setEditing({ mode: 'edit', origin })}>
                <Trans>Edit</Trans>
              </Button>
              <RemoveRow
                operation="user-port-delete-upstreams"
                path={{ siteId, portId: port.id }}
                aria-label={t`Remove origin ${label}`}
                disabled={last}
                title={t`Remove this origin?`}
                message={t`Connections to port ${port.port} will no longer go to ${label}.`}
                apiBody={{ ids: [origin.id] }}
                loading={remove.isPending}
                onConfirm={() =>
                  afterWrite(remove.mutateAsync({ siteId, portId: port.id, data: { ids: [origin.id] } }), t`Origin ${label} removed from port ${port.port}`, 'user-port-delete-upstreams', {
                    siteId,
                    portId: port.id,
                  })
                }
              />
            </Group>
          );
        },
      }),
    ],
    [t, rows.length, enabledCount, port.port, port.id, siteId, remove, afterWrite],
  );

  return (
    <Stack>
      <Text size="sm" c="dimmed">
        <Trans>
          Connections to port {port.port} are shared among the enabled origins by weight. At least one origin stays enabled.
        </Trans>
      </Text>
      <ResourceTable
        label={t`Origins of port ${port.port}`}
        columns={columns}
        query={origins}
        rowId={(o) => String(o.id)}
        height={360}
        empty={<Trans>This port has no origins.</Trans>}
        toolbar={
          <PermittedButton operation="user-port-create-upstreams" path={{ siteId, portId: port.id }} size="xs" onClick={() => setEditing({ mode: 'create' })} disabled={rows.length >= 100}>
            <Trans>Add an origin</Trans>
          </PermittedButton>
        }
      />
      <Dialog opened={editing !== null} onClose={() => setEditing(null)} title={editing?.mode === 'edit' ? t`Edit the origin` : t`Add an origin`} size="md">
        {editing && (
          <OriginForm
            key={editing.mode === 'edit' ? editing.origin.id : 'new'}
            siteId={siteId}
            port={port}
            editing={editing}
            others={rows.filter((o) => editing.mode === 'create' || o.id !== editing.origin.id)}
            lastEnabled={editing.mode === 'edit' && editing.origin.enabled && enabledCount === 1}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </Stack>
  );
}

interface OriginDraft {
  host: string;
  port: number | string;
  weight: number | string;
  enabled: boolean;
}

function OriginForm({
  siteId,
  port,
  editing,
  others,
  lastEnabled,
  onDone,
}: {
  siteId: number;
  port: UserL4Port;
  editing: Editing;
  others: UserPortUpstream[];
  lastEnabled: boolean;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const create = useUserPortCreateUpstreams();
  const update = useUserPortUpdateUpstreams();
  const initial: OriginDraft =
    editing.mode === 'edit'
      ? { host: editing.origin.host, port: editing.origin.port, weight: editing.origin.weight, enabled: editing.origin.enabled }
      : { host: '', port: port.port, weight: 1, enabled: true };
  const [draft, setDraft] = useState<OriginDraft>(initial);
  const [errors, setErrors] = useState<OriginProblems>({});
  const [review, setReview] = useState<OriginDraft | null>(null);
  const busy = create.isPending || update.isPending;
  const set = (change: Partial<OriginDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors({});
  };
  const values = (d: OriginDraft) => ({ host: d.host.trim(), port: Number(d.port), weight: Number(d.weight), enabled: d.enabled });
  const refresh = async () => {
    onDone();
    await invalidateAfter(queryClient, 'user-port-update-upstreams', { siteId, portId: port.id });
  };
  const save = (d: OriginDraft) => {
    if (editing.mode === 'create') {
      create.mutate(
        { siteId, portId: port.id, data: { upstreams: [values(d)] } },
        {
          onSuccess: async () => {
            const added = `${values(d).host}:${values(d).port}`;
            notifySuccess(t`Origin ${added} added to port ${port.port}`);
            await refresh();
          },
        },
      );
    } else {
      update.mutate(
        { siteId, portId: port.id, data: { upstreams: [{ id: editing.origin.id, ...values(d) }] } },
        {
          onSuccess: async () => {
            const saved = `${values(d).host}:${values(d).port}`;
            notifySuccess(t`Origin ${saved} of port ${port.port} saved`);
            setReview(null);
            await refresh();
          },
          onError: () => setReview(null),
        },
      );
    }
  };
  const submit = () => {
    const problems = originProblems([draft], { others })[0]!;
    setErrors(problems);
    if (problems.host || problems.port || problems.weight) return;
    if (editing.mode === 'create') return save(draft);
    const before = values(initial);
    const after = values(draft);
    if (!hasChanges(before, after)) return notifyInfo(t`Nothing has changed.`);
    setReview(draft);
  };
  // Titles of the fields in the change review, already in the current language.
  const schema = {
    type: 'object' as const,
    properties: {
      host: { type: 'string' as const, title: t`Address` },
      port: { type: 'integer' as const, title: t`Port` },
      weight: { type: 'integer' as const, title: t`Weight` },
      enabled: { type: 'boolean' as const, title: t`Enabled` },
    },
  };
  return (
    <>
      <CheckedForm onSubmit={submit}>
        <Stack>
          <TextInput
            label={t`Address`}
            description={t`An IPv4 or IPv6 address, or a host name.`}
            placeholder="198.51.100.40"
            required
            data-autofocus
            value={draft.host}
            disabled={busy}
            error={errors.host ? translate(errors.host) : undefined}
            onChange={(event) => set({ host: event.currentTarget.value })}
          />
          <Group grow align="flex-start">
            <OriginPortInput label={t`Port`} value={draft.port} disabled={busy} problem={errors.port} onChange={(value) => set({ port: value })} />
            <OriginWeightInput label={t`Weight`} value={draft.weight} disabled={busy} problem={errors.weight} onChange={(value) => set({ weight: value })} />
          </Group>
          <WeightHelp />
          <Switch
            label={t`Enabled`}
            description={lastEnabled ? t`This is the only enabled origin of the port; it stays enabled.` : undefined}
            checked={draft.enabled}
            disabled={busy || lastEnabled}
            onChange={(event) => set({ enabled: event.currentTarget.checked })}
          />
          <DialogActions onCancel={onDone} cancelDisabled={busy} confirm={editing.mode === 'create' ? t`Create` : t`Save`} busy={busy} />
        </Stack>
      </CheckedForm>
        <ChangeReview
          opened={review !== null}
          schema={schema}
          before={values(initial)}
          after={review ? values(review) : {}}
          busy={update.isPending}
          onCancel={() => setReview(null)}
          onConfirm={() => review && save(review)}
        />
    </>
  );
}
