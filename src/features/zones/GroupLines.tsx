// The lines of one group of the zone: its main and backup line members, chosen among the zone's line nodes
// (n-<id>) and virtual nodes (v-<id>), saved together (PUT group/{groupId}/nodes) after the change review.
import { useLingui } from '@lingui/react/macro';
import { Card, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import linesForm from '../../../forms/client/group-lines.form.json';
import { defineForm, type FormDescriptor } from '../../schema-form/descriptor';
import { operationQuery } from '../../schema-form/operations';
import { SettingsForm } from '../../schema-form/SettingsForm';

interface Named {
  id: number;
  name: string;
  ip?: string;
}
interface Line {
  lineNodes: { nodeUID: string }[];
  virtualNodes: { nodeUID: string }[];
}

/** A member's key among the choices: `n-<id>` a node, `v-<id>` a virtual node. */
const memberKey = (kind: 'n' | 'v', id: number) => `${kind}-${id}`;
const uids = (line: Line | undefined) => [...(line?.lineNodes ?? []), ...(line?.virtualNodes ?? [])].map((m) => m.nodeUID);

export function GroupLines({ zoneId }: { zoneId: number }) {
  const { t } = useLingui();
  const groups = useQuery(operationQuery<{ data: Named[] }>('client-group-list-groups', { path: { zoneId }, query: { page: 1, pageSize: 500 } }));
  const nodes = useQuery(operationQuery<{ data: Named[] }>('client-node-list-zone-nodes', { path: { zoneId }, query: { page: 1, pageSize: 500 } }));
  const virtual = useQuery(operationQuery<{ data: Named[] }>('client-virtualNode-list-virtual-nodes', { query: { zoneID: zoneId, page: 1, pageSize: 500 } }));
  const [groupId, setGroupId] = useState<number | null>(null);
  const choices = useMemo(
    () => [
      // A member's title: its name (a node's IP) and its key, no words.
      ...(nodes.data?.data ?? []).map((n) => ({ const: memberKey('n', n.id), title: `${n.name} · ${n.ip ?? ''} (${memberKey('n', n.id)})` })),
      ...(virtual.data?.data ?? []).map((v) => ({ const: memberKey('v', v.id), title: `${v.name} (${memberKey('v', v.id)})` })),
    ],
    [nodes.data, virtual.data],
  );
  // The descriptor's lists offer the zone's members as choices (their titles name them).
  const descriptor = useMemo<FormDescriptor>(() => {
    const form = defineForm(linesForm);
    const props = (form.schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    const withChoices = (field: string) => ({ ...props[field], items: { ...(props[field]?.items as object), oneOf: choices.length ? choices : [{ const: '', title: '—' }] } });
    return { ...form, schema: { ...form.schema, properties: { ...props, main: withChoices('main'), backup: withChoices('backup') } } };
  }, [choices]);
  const shown = groupId ?? groups.data?.data[0]?.id ?? null;
  return (
    <Card withBorder padding="lg" maw={960}>
      <Stack>
        <Title order={2} fz="h4">
          {t`Lines of a group`}
        </Title>
        <Text size="sm" c="dimmed">
          {t`Line nodes (n-) and virtual nodes (v-) of this zone on the main and backup lines of a group; a member is on one line at most.`}
        </Text>
        {groups.isPending || nodes.isPending || virtual.isPending ? (
          <Loader aria-label={t`Loading`} />
        ) : (groups.data?.data.length ?? 0) === 0 ? (
          <Text size="sm" c="dimmed">
            {t`Add a group first.`}
          </Text>
        ) : (
          <>
            <Select
              label={t`Group`}
              data={(groups.data?.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
              value={shown === null ? null : String(shown)}
              onChange={(value) => value && setGroupId(Number(value))}
              allowDeselect={false}
              maw={360}
            />
            {shown !== null && (
              <SettingsForm
                key={shown}
                descriptor={descriptor}
                path={{ groupId: shown }}
                invalidate={`/client/`}
                idPrefix="lines"
                toSaved={(lines) => ({ main: uids(lines.main as Line), backup: uids(lines.backup as Line) })}
              />
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
