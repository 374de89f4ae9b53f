// One layer-4 list of a site (blacklist, whitelist, region entries or connection limits): paged table,
// create and edit with the descriptor, on/off switch acting at once, removal with confirmation, export/import.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import type { Layer4LimitConn, Layer4ListEntry, Layer4PositionEntry } from '../../../../api/generated/model';
import { notifySuccess } from '../../../../app/feedback';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { type Column, columnsFor, type ListQuery, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import { FIREWALL_PAGE_SIZES, type ListState } from '../../../../components/resource-table/list-state';
import { RuleTransfer } from '../../../../components/rules/RuleTransfer';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { invalidateUnder } from '../../../../schema-form/invalidate';
import { callOperation } from '../../../../schema-form/operations';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { compactBody, formValues } from '../advanced-firewall/kit/descriptors';
import { EnabledSwitch } from '../advanced-firewall/kit/EnabledSwitch';
import { Section } from '../advanced-firewall/kit/Section';
import { createEach } from '../../../../components/rules/create-each';

export type L4Row = Layer4ListEntry | Layer4PositionEntry | Layer4LimitConn;
type Values = Record<string, unknown>;

export interface L4ListConfig {
  /** The rule-file kind, e.g. `l4.blacklist`. */
  fileKind: string;
  title: ReactNode;
  description: ReactNode;
  addLabel: ReactNode;
  empty: ReactNode;
  /** Descriptor as saved in forms/ (export and import use its schema) and as the form shows it (with choices). */
  descriptor: FormDescriptor;
  formDescriptor: FormDescriptor;
  operations: { create: string; update: string; remove: string };
  /** The columns that tell one entry from another (port, switch, note and actions are added). */
  columns: Column<L4Row>[];
  explain: (values: Values) => string | null;
  duplicateMessage: string;
  /** The values of a new entry. */
  fresh: Values;
  /** Every entry of the list (for export, and to check an import against). */
  loadAll: () => Promise<L4Row[]>;
  /** What makes two entries the same (e.g. one IP on one port); an import repeating one is refused whole. */
  keysOf: (values: Values) => string[];
}

const portKey = (values: Values) => String(values.port ?? '*');
/** An IP on a port: the identity of black- and whitelist entries. */
export const ipPortKeys = (values: Values) => ((values.ips as string[] | undefined) ?? []).map((ip) => `${portKey(values)}|${ip.toLowerCase()}`);
export const portKeys = (values: Values) => [portKey(values)];
export const limitKeys = (values: Values) => [`${portKey(values)}|${[...((values.ips as string[] | undefined) ?? [])].map((ip) => ip.toLowerCase()).sort().join(',') || '*'}`];

const column = columnsFor<L4Row>();

export function L4List({ siteId, siteName, config, query, list }: { siteId: number; siteName: string; config: L4ListConfig; query: ListQuery<L4Row>; list: ListState<object> }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: Values; id?: number } | null>(null);
  const path = { siteId };
  const refresh = () => invalidateUnder(queryClient, `/user/site/${siteId}/firewall/l4`);
  const update = useMutation({ mutationFn: (body: Values) => callOperation(config.operations.update, { path, body }) });
  const create = useMutation({ mutationFn: (body: Values) => callOperation(config.operations.create, { path, body }) });
  const remove = useMutation({ mutationFn: (ids: number[]) => callOperation(config.operations.remove, { path, body: { ids } }) });
  const valuesOf = (row: L4Row) => formValues<Values>(row, config.descriptor.schema);
  const removeRows = (ids: number[]) =>
    remove.mutateAsync(ids).then(async () => {
      notifySuccess(t`Remove Success!`);
      await refresh();
    });

  const columns = useMemo(
    () => [
      ...config.columns,
      column.accessor('port', {
        id: 'port',
        header: () => t`Port`,
        enableSorting: false,
        cell: ({ getValue }) =>
          getValue() ? (
            <Code>{getValue()}</Code>
          ) : (
            <Text size="sm" c="dimmed">
              {t`Every port`}
            </Text>
          ),
      }),
      column.accessor('enabled', {
        id: 'enabled',
        header: () => t`Enabled`,
        enableSorting: false,
        cell: ({ row }) => (
          <EnabledSwitch
            key={String(row.original.enabled)}
            checked={row.original.enabled}
            name={t`entry ${row.original.id}`}
            onToggle={(enabled) =>
              update.mutateAsync({ ...compactBody(valuesOf(row.original)), id: row.original.id, enabled }).then(async () => {
                notifySuccess(t`Update Success!`);
                await refresh();
              })
            }
          />
        ),
      }),
      column.accessor('memo', {
        id: 'memo',
        header: () => t`Note`,
        enableSorting: false,
        cell: ({ getValue }) => <Text size="sm">{getValue() ?? ''}</Text>,
      }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ mode: 'edit', id: row.original.id, initial: valuesOf(row.original) })}>
              <Trans>Edit</Trans>
            </Button>
            <ConfirmButton
              size="compact-sm"
              variant="subtle"
              title={t`Remove this entry?`}
              message={config.explain(valuesOf(row.original)) ?? t`The entry will be removed.`}
              confirmLabel={t`Remove`}
              loading={remove.isPending}
              onConfirm={() => removeRows([row.original.id]).catch(() => undefined)}
            >
              <Trans>Remove</Trans>
            </ConfirmButton>
          </Group>
        ),
      }),
    ],
    [config, t, remove.isPending], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <Section
      title={config.title}
      description={config.description}
      actions={
        <>
          <RuleTransfer<Values>
            kind={config.fileKind}
            site={siteName}
            schema={config.descriptor.schema}
            loadAll={async () => (await config.loadAll()).map((row) => compactBody(valuesOf(row)))}
            check={async (rows) => {
              const taken = new Set((await config.loadAll()).flatMap((row) => config.keysOf(valuesOf(row))));
              for (const [index, row] of rows.entries()) {
                for (const key of config.keysOf(row)) {
                  if (taken.has(key)) {
                    const number = index + 1;
                    return t`Rule ${number} of the file repeats an entry already in the list (or earlier in the file).`;
                  }
                  taken.add(key);
                }
              }
              return null;
            }}
            onImport={async (rows, progress) => {
              try {
                await createEach(rows, (row) => create.mutateAsync(compactBody(row)), progress);
              } finally {
                await refresh();
              }
            }}
          />
          <Button size="xs" onClick={() => setEditing({ mode: 'create', initial: { ...config.fresh } })}>
            {config.addLabel}
          </Button>
        </>
      }
    >
      <ResourceTable<L4Row, object>
        label={typeof config.title === 'string' ? config.title : config.fileKind}
        columns={columns}
        query={query}
        list={list}
        pageSizes={FIREWALL_PAGE_SIZES}
        rowId={(row) => String(row.id)}
        empty={config.empty}
        height={420}
        bulkActions={(selected, clear) => (
          <ConfirmButton
            size="xs"
            title={t`Remove ${selected.length} entries?`}
            message={t`They stop applying at once.`}
            confirmLabel={t`Remove`}
            loading={remove.isPending}
            onConfirm={() =>
              removeRows(selected.map((row) => row.id))
                .then(clear)
                .catch(() => undefined)
            }
          >
            <Trans>Remove selected</Trans>
          </ConfirmButton>
        )}
      />
      <RowFormModal<Values>
        descriptor={config.formDescriptor}
        editing={editing}
        path={path}
        extraBody={editing?.id ? { id: editing.id } : undefined}
        toBody={compactBody}
        invalidate={`/user/site/${siteId}/firewall/l4`}
        onClose={() => setEditing(null)}
        preview={config.explain}
        meta={{ duplicateMessage: config.duplicateMessage }}
      />
    </Section>
  );
}

/** The first IPs of an entry and how many in all. */
export function IpsCell({ ips, none }: { ips: readonly string[] | null | undefined; none: string }) {
  const { t } = useLingui();
  if (!ips?.length) {
    return (
      <Text size="sm" c="dimmed">
        {none}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {ips.slice(0, 3).join(', ')}
      </Text>
      {ips.length > 3 && (
        <Badge size="xs" variant="light">
          {t`${ips.length} in all`}
        </Badge>
      )}
    </Stack>
  );
}
