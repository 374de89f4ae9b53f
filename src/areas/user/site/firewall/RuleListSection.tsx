// One firewall rule list of a site: the rules in the order they apply (paged), adding and editing them in
// a form that says what the rule will do, deleting with confirmation, reordering by drag, and moving a
// list between sites as a JSON file.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { notifySuccess } from '../../../../app/feedback';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { PermittedButton } from '../../../../components/Permitted';
import { columnsFor, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import { FIREWALL_PAGE_SIZES, useListState } from '../../../../components/resource-table/list-state';
import { createEach, type ImportProgress } from '../../../../components/rules/create-each';
import { RuleTransfer } from '../../../../components/rules/RuleTransfer';
import { invalidateUnder } from '../../../../schema-form/invalidate';
import { callOperation, operationUrl } from '../../../../schema-form/operations';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import type { ExplainContext } from './explain';
import { actionLabel, describeFor, type RowContext, type RuleKind } from './kinds';
import { METHODS, OTHER_METHODS } from './labels';
import { ReorderModal } from './ReorderModal';
import { ALL_RULES, bodyOf, exportedOf, extrasOf, firewallPrefix, formOf, inputOf, type RuleList, type RuleRow, type Values } from './rule-values';

const column = columnsFor<RuleRow>();

export function RuleListSection({ kind, context }: { kind: RuleKind; context: ExplainContext }) {
  const { t, i18n } = useLingui();
  const { siteId, site } = useSite();
  const siteName = site.siteName;
  const queryClient = useQueryClient();
  const headingId = useId();
  const path = useMemo(() => ({ siteId }), [siteId]);
  const list = useListState();
  const listUrl = operationUrl(kind.listOp, { path }).url;
  const rules = useQuery({
    queryKey: [listUrl, list.params],
    queryFn: () => callOperation<RuleList>(kind.listOp, { path, query: list.params }),
  });
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: Values; row?: RuleRow } | null>(null);
  const [reordering, setReordering] = useState(false);
  const refresh = () => invalidateUnder(queryClient, firewallPrefix(siteId));
  const remove = useMutation({
    mutationFn: (ids: number[]) => callOperation(kind.deleteOp, { path, body: { ids } }),
    onSuccess: async () => {
      notifySuccess(t`Remove Success!`);
      await refresh();
    },
  });
  const createOp = kind.descriptor.create!.operation;
  const importRules = useMutation({
    mutationFn: async ({ imported, progress }: { imported: Values[]; progress: ImportProgress }) => {
      const bodies = imported.map((rule) => inputOf(rule, kind.inputKeys));
      if (kind.createsBatch) return callOperation(createOp, { path, body: { items: bodies } });
      await createEach(bodies, (body) => callOperation(createOp, { path, body }), progress);
    },
    // Rules created before a refusal stay; the list shows them.
    onSettled: refresh,
  });

  /** Every rule of the list as the server has it now (exports and import checks). */
  const loadAllRules = async () =>
    (
      await queryClient.fetchQuery({
        queryKey: [listUrl, ALL_RULES],
        queryFn: () => callOperation<RuleList>(kind.listOp, { path, query: ALL_RULES }),
        staleTime: 0,
      })
    ).data;

  const rowContext: RowContext = useMemo(() => ({ ...context, i18n }), [context, i18n]);
  const total = rules.data?.total ?? 0;

  const columns = useMemo(
    () => [
      column.accessor('priority', {
        id: 'priority',
        header: () => t`Order`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Badge variant="light" color="gray" miw={32}>
            {String(getValue() ?? '')}
          </Badge>
        ),
      }),
      column.display({ id: 'match', header: () => i18n._(kind.matchHeader), enableSorting: false, cell: ({ row }) => kind.match(row.original, rowContext) }),
      column.display({
        id: 'scope',
        header: () => t`Applies to`,
        enableSorting: false,
        cell: ({ row }) => {
          const url = typeof row.original.urlRegex === 'string' ? row.original.urlRegex : '';
          const methods = row.original.methodValues as string[] | undefined;
          return (
            <div>
              {url ? (
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {url}
                </Text>
              ) : (
                <Text size="sm">{t`Every URL`}</Text>
              )}
              {kind.descriptor.schema.properties?.methodValues !== undefined && (
                <Text size="xs" c="dimmed">
                  {methods && methods.length > 0 && methods.length < METHODS.length
                    ? methods.map((m) => (m === 'other' ? i18n._(OTHER_METHODS) : m)).join(', ')
                    : t`All methods`}
                </Text>
              )}
            </div>
          );
        },
      }),
      column.display({
        id: 'action',
        header: () => t`Action`,
        enableSorting: false,
        cell: ({ row }) => <Text size="sm">{kind.action ? kind.action(row.original, i18n) : actionLabel(row.original.blockType, row.original.protectMode, i18n)}</Text>,
      }),
      column.accessor((row) => (typeof row.memo === 'string' ? row.memo : ''), {
        id: 'memo',
        header: () => t`Memo`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Text size="sm" maw={220} style={{ overflowWrap: 'anywhere' }}>
            {getValue() || '—'}
          </Text>
        ),
      }),
      column.accessor('enabled', {
        id: 'enabled',
        header: () => t`Status`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Badge variant="light" color={getValue() ? 'green' : 'gray'} miw="max-content">
            {getValue() ? t`On` : t`Off`}
          </Badge>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        enableSorting: false,
        cell: ({ row }) => {
          const rule = row.original;
          const name = kind.name(rule, rowContext);
          return (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                onClick={() => setEditing({ mode: 'edit', initial: formOf(rule, kind.descriptor, kind.inputKeys), row: rule })}
              >
                <Trans>Edit</Trans>
              </Button>
              <ConfirmButton
                operation={kind.deleteOp}
                path={path}
                size="compact-sm"
                variant="subtle"
                title={t`Delete this rule?`}
                message={t`The rule "${name}" will be removed from ${siteName}. This cannot be undone.`}
                confirmLabel={t`Delete`}
                loading={remove.isPending}
                onConfirm={() => remove.mutateAsync([rule.id]).catch(() => undefined)}
              >
                <Trans>Delete</Trans>
              </ConfirmButton>
            </Group>
          );
        },
      }),
    ],
    [t, i18n, kind, rowContext, siteName, remove, path],
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <div>
        <Title order={3} fz="h4" id={headingId}>
          {i18n._(kind.title)}
        </Title>
        <Text size="sm" c="dimmed" maw={760}>
          {i18n._(kind.help)}
        </Text>
      </div>
      <ResourceTable
        label={i18n._(kind.title)}
        columns={columns}
        query={rules}
        list={list}
        pageSizes={FIREWALL_PAGE_SIZES}
        rowId={(row) => String(row.id)}
        bulkOperation={{ operation: kind.deleteOp, path }}
        empty={i18n._(kind.empty)}
        toolbar={
          <>
            <PermittedButton operation={createOp} path={path} size="xs" onClick={() => setEditing({ mode: 'create', initial: formOf(kind.defaults as RuleRow, kind.descriptor, kind.inputKeys) })}>
              <Trans>Add rule</Trans>
            </PermittedButton>
            <PermittedButton operation={kind.descriptor.update!.operation} path={path} size="xs" variant="default" disabled={total < 2} onClick={() => setReordering(true)}>
              <Trans>Change order</Trans>
            </PermittedButton>
            <RuleTransfer<Values>
              kind={kind.fileKind}
              site={site.siteName}
              schema={kind.descriptor.schema}
              loadAll={async () => (await loadAllRules()).map((row) => exportedOf(row, kind.descriptor, kind.inputKeys))}
              check={kind.importProblem ? async (imported) => kind.importProblem!(await loadAllRules(), imported) : undefined}
              onImport={(imported, progress) => importRules.mutateAsync({ imported, progress })}
            />
          </>
        }
        bulkActions={(selected, clear) => (
          <ConfirmButton
            operation={kind.deleteOp}
            path={path}
            size="xs"
            title={t`Delete the selected rules?`}
            message={plural(selected.length, {
              one: `# rule will be removed from ${siteName}. This cannot be undone.`,
              other: `# rules will be removed from ${siteName}. This cannot be undone.`,
            })}
            confirmLabel={t`Delete`}
            loading={remove.isPending}
            onConfirm={() =>
              remove
                .mutateAsync(selected.map((row) => row.id))
                .then(clear)
                .catch(() => undefined)
            }
          >
            <Trans>Delete selected</Trans>
          </ConfirmButton>
        )}
      />
      <RowFormModal<Values>
        descriptor={kind.descriptor}
        editing={editing}
        path={path}
        extraBody={editing?.row ? { ...extrasOf(editing.row, kind.descriptor, kind.inputKeys), id: editing.row.id } : undefined}
        toBody={bodyOf}
        invalidate={firewallPrefix(siteId)}
        onClose={() => setEditing(null)}
        preview={(values) => kind.explain(values, context)}
        describeValue={describeFor(kind, rowContext)}
        fieldErrors={kind.fieldErrors}
      />
      <ReorderModal kind={kind} context={rowContext} opened={reordering} onClose={() => setReordering(false)} />
    </Stack>
  );
}
