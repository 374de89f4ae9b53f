// Log retention: the days each log table is kept (a form descriptor with the change review), and the stored daily
// partitions of a table, removed one at a time or a selection at once, after a confirmation naming them.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Checkbox, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import retentionForm from '../../../forms/client/system/log-retention.form.json';
import { useClientSystemSettingListLogRetention } from '../../api/generated/hooks/system-setting/system-setting';
import type { ClientLogPart, ClientLogPartRef, ClientLogRetention, ClientLogTable } from '../../api/generated/model';
import { invalidateAfter } from '../../api/invalidate';
import { notifySuccess } from '../../services/feedback';
import { ConfirmButton } from '../../components/ConfirmButton';
import { defineForm } from '../../schema-form/descriptor';
import { callOperation } from '../../schema-form/operations';
import { SettingsForm } from '../../schema-form/SettingsForm';
import { type Column, DataTable } from '../../kit/DataTable';
import { formatBytes } from '../traffic/units';

const DELETE_ONE = 'client-systemSetting-delete-log-part';
const DELETE_MANY = 'client-systemSetting-delete-log-parts';

/** The loaded tables as the form's values: each table with its days. */
const toSaved = (loaded: Record<string, unknown>) => ({
  items: (loaded as unknown as ClientLogRetention[]).map(({ table, retentionDays }) => ({ table, retentionDays })),
});

/** "20261101" as 2026-11-01 (a day, not a moment: no time zone). */
const dayOf = (part: string) => `${part.slice(0, 4)}-${part.slice(4, 6)}-${part.slice(6, 8)}`;

export function useTableNames(): Record<ClientLogTable, string> {
  const { t } = useLingui();
  return { access: t`Access log`, waf: t`WAF log`, audit: t`Audit log`, logPush: t`Log push records`, l4: t`Layer-4 log` };
}

export function LogRetention() {
  return (
    <Stack>
      <SettingsForm descriptor={defineForm(retentionForm)} path={{}} toSaved={toSaved} idPrefix="logRetention" />
      <Partitions />
    </Stack>
  );
}

function Partitions() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const names = useTableNames();
  const tables = useClientSystemSettingListLogRetention();
  const [table, setTable] = useState<ClientLogTable>('access');
  const [selected, setSelected] = useState<string[]>([]);
  const remove = useMutation({
    mutationFn: (refs: ClientLogPartRef[]) =>
      refs.length === 1 ? callOperation(DELETE_ONE, { body: refs[0] }) : callOperation(DELETE_MANY, { body: { items: refs } }),
    onSuccess: async (_answer, refs) => {
      notifySuccess(plural(refs.length, { one: '# log partition removed', other: '# log partitions removed' }));
      setSelected((now) => now.filter((part) => !refs.some((ref) => ref.part === part)));
      await invalidateAfter(queryClient, refs.length === 1 ? DELETE_ONE : DELETE_MANY);
    },
  });

  let body;
  if (tables.isPending) body = <Loader aria-label={t`Loading`} />;
  else if (tables.isError) {
    body = (
      <Alert color="red" title={t`The stored logs could not be loaded.`}>
        <Button variant="light" onClick={() => void tables.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  } else {
    const shown = tables.data.data.find((row) => row.table === table);
    const parts = [...(shown?.parts ?? [])].sort((a, b) => a.part.localeCompare(b.part));
    const tableName = names[table];
    const chosen = parts.filter((p) => selected.includes(p.part));
    const days = chosen.map((p) => dayOf(p.part));
    const count = chosen.length;
    const size = formatBytes(chosen.reduce((sum, p) => sum + p.sizeBytes, 0), i18n.locale);
    const listed = days.length > 6 ? `${days.slice(0, 6).join(', ')} …` : days.join(', ');
    const allChosen = parts.length > 0 && count === parts.length;
    const columns: Column<ClientLogPart>[] = [
      {
        width: 40,
        header: (
          <Checkbox
            aria-label={t`Select every day`}
            checked={allChosen}
            indeterminate={count > 0 && !allChosen}
            onChange={() => setSelected(allChosen ? [] : parts.map((p) => p.part))}
          />
        ),
        cell: (p) => {
          const day = dayOf(p.part);
          return (
            <Checkbox
              aria-label={t`Select ${day}`}
              checked={selected.includes(p.part)}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setSelected((now) => (on ? [...now, p.part] : now.filter((part) => part !== p.part)));
              }}
            />
          );
        },
      },
      { header: <Trans>Day</Trans>, cell: (p) => dayOf(p.part) },
      { header: <Trans>Rows</Trans>, numeric: true, cell: (p) => p.rows.toLocaleString(i18n.locale) },
      { header: <Trans>Size</Trans>, numeric: true, cell: (p) => formatBytes(p.sizeBytes, i18n.locale) },
      {
        header: <Trans>Actions</Trans>,
        cell: (p) => {
          const day = dayOf(p.part);
          const partSize = formatBytes(p.sizeBytes, i18n.locale);
          const rows = p.rows.toLocaleString(i18n.locale);
          return (
            <ConfirmButton
              size="compact-sm"
              variant="subtle"
              operation={DELETE_ONE}
              aria-label={t`Remove ${day}`}
              title={t`Remove ${day} of the ${tableName}?`}
              message={t`Its ${rows} rows (${partSize}) are deleted now and cannot be restored.`}
              confirmLabel={t`Remove`}
              onConfirm={() => remove.mutateAsync([{ table, part: p.part }]).catch(() => undefined)}
            >
              <Trans>Remove</Trans>
            </ConfirmButton>
          );
        },
      },
    ];
    body = (
      <Stack gap="sm">
        <Group align="flex-end" justify="space-between">
          <Select
            label={t`Log table`}
            data={tables.data.data.map((row) => ({ value: row.table, label: names[row.table] }))}
            value={table}
            allowDeselect={false}
            onChange={(value) => {
              if (!value) return;
              setTable(value as ClientLogTable);
              setSelected([]);
            }}
            w={260}
          />
          <ConfirmButton
            operation={DELETE_MANY}
            disabled={count === 0}
            loading={remove.isPending}
            title={plural(count, { one: `Remove # day of the ${tableName}?`, other: `Remove # days of the ${tableName}?` })}
            message={t`These days of the ${tableName} are deleted now (${size}) and cannot be restored: ${listed}.`}
            confirmLabel={plural(count, { one: 'Remove # day', other: 'Remove # days' })}
            onConfirm={() => remove.mutateAsync(chosen.map((p) => ({ table, part: p.part }))).catch(() => undefined)}
          >
            {t`Remove selected (${count})`}
          </ConfirmButton>
        </Group>
        {parts.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>This log table holds no stored day.</Trans>
          </Text>
        ) : (
          <DataTable
            striped
            withTableBorder
            stickyHeader
            caption={t`Stored days of the ${tableName}`}
            columns={columns}
            rows={parts}
            rowKey={(p) => p.part}
            scroll={{ height: 420 }}
          />
        )}
      </Stack>
    );
  }
  return (
    <Card withBorder padding="lg" maw={960} component="section" aria-labelledby="log-parts-title">
      <Stack gap="xs" mb="md">
        <Title order={2} fz="h4" id="log-parts-title">
          <Trans>Stored logs</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Each log table is kept as one partition a day. Remove days now to free space; they cannot be restored.</Trans>
        </Text>
      </Stack>
      {body}
    </Card>
  );
}
