// Modules overview (spec 7: module/exists and the modules of each kind): which kinds the site uses, every
// module with the domains using it, and the one binding dialog to change them.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUserModuleGetExists } from '../../../api/generated/hooks/module/module';
import { columnsFor, ResourceTable } from '../../../components/resource-table/ResourceTable';
import { callOperation, operationUrl } from '../../../schema-form/operations';
import { useSite } from '../context';
import { BindDomainsModal } from './BindDomainsModal';
import { useSiteDomains } from './data';
import { ALL_ROWS, type BindableModule, MODULE_KINDS, type ModuleKind, type ModuleKindInfo } from './kinds';
import { DomainBadges, TabIntro } from '../../../kit/lists/parts';

interface Row extends BindableModule {
  kind: ModuleKind;
}

const column = columnsFor<Row>();

/** The module lists of the kinds in use, kept as one stable value while none of them changes. */
function combine(results: { data?: { data: BindableModule[] }; isPending: boolean; isError: boolean; refetch: () => unknown }[]) {
  return {
    pages: results.map((r) => r.data?.data),
    pending: results.some((r) => r.isPending),
    failed: results.some((r) => r.isError),
    refetch: () => results.forEach((r) => void r.refetch()),
  };
}

export default function ModulesOverviewTab() {
  const { t, i18n } = useLingui();
  const { siteId } = useSite();
  const [, setSearch] = useSearchParams();
  const exists = useUserModuleGetExists(siteId);
  const { names } = useSiteDomains();
  const [binding, setBinding] = useState<Row | null>(null);
  const used = MODULE_KINDS.filter((k) => exists.data?.data[k.kind]);
  const lists = useQueries({
    queries: used.map((info) => {
      const query = info.all ?? { page: 1, pageSize: ALL_ROWS };
      return {
        queryKey: [operationUrl(info.list, { path: { siteId } }).url, query],
        queryFn: () => callOperation<{ data: BindableModule[]; total: number }>(info.list, { path: { siteId }, query }),
      };
    }),
    combine,
  });
  const kinds = used.map((k) => k.kind).join(',');
  const rows = useMemo<Row[]>(
    () => kinds.split(',').filter(Boolean).flatMap((kind, i) => (lists.pages[i] ?? []).map((m) => ({ id: m.id, name: m.name, domainIDs: m.domainIDs ?? [], kind: kind as ModuleKind }))),
    [kinds, lists.pages],
  );
  const table = useMemo(
    () => ({ data: { data: rows, total: rows.length }, isPending: exists.isPending || lists.pending, isError: exists.isError || lists.failed, refetch: lists.refetch }),
    [rows, exists.isPending, exists.isError, lists],
  );
  const countOf = (kind: ModuleKind) => rows.filter((r) => r.kind === kind).length;
  const open = (info: ModuleKindInfo) => info.tab && setSearch({ tab: info.tab });
  const labelOf = useCallback((kind: ModuleKind) => i18n._(MODULE_KINDS.find((k) => k.kind === kind)!.label), [i18n]);

  const columns = useMemo(
    () => [
      column.accessor('kind', { id: 'kind', header: () => t`Kind`, enableSorting: false, cell: ({ getValue }) => labelOf(getValue()) }),
      column.accessor('name', {
        header: () => t`Module`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Text size="sm" fw={500}>
            {getValue()}
          </Text>
        ),
      }),
      column.accessor('domainIDs', { id: 'domainIDs', header: () => t`Domains`, enableSorting: false, cell: ({ getValue }) => <DomainBadges ids={getValue()} names={names} /> }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <Button size="compact-sm" variant="subtle" aria-label={t`Domains using ${row.original.name}`} onClick={() => setBinding(row.original)}>
            <Trans>Domains</Trans>
          </Button>
        ),
      }),
    ],
    [t, names, labelOf],
  );

  return (
    <>
      <TabIntro title={<Trans>Modules</Trans>}>
        <Trans>
          Modules are named sets of rules (CORS, redirects, headers, rewrites, signed URLs, firewall). A domain uses at most one module of each
          kind; the same module can serve many domains.
        </Trans>
      </TabIntro>
      {exists.isPending ? (
        <Loader aria-label={t`Loading`} />
      ) : exists.isError ? (
        <Alert color="red" title={t`The modules could not be loaded.`}>
          <Button variant="light" onClick={() => void exists.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="lg" component="ul" style={{ listStyle: 'none', padding: 0 }} aria-label={t`Module kinds`}>
          {MODULE_KINDS.map((info) => {
            const inUse = exists.data.data[info.kind];
            const label = i18n._(info.label);
            return (
              <Card key={info.kind} withBorder radius="md" padding="md" component="li">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{label}</Text>
                    {inUse ? (
                      <Badge color="green" variant="light" miw="max-content">
                        <Trans>In use</Trans>
                      </Badge>
                    ) : (
                      <Badge color="gray" variant="light" miw="max-content">
                        <Trans>Not used</Trans>
                      </Badge>
                    )}
                  </Group>
                  {inUse && (
                    <Text size="sm" c="dimmed">
                      <Plural value={countOf(info.kind)} one="# module" other="# modules" />
                    </Text>
                  )}
                  {info.tab && (
                    <Button size="compact-sm" variant="light" onClick={() => open(info)} aria-label={t`Manage ${label} modules`} w="fit-content">
                      <Trans>Manage</Trans>
                    </Button>
                  )}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
      <ResourceTable<Row, object>
        label={t`Modules of the site`}
        columns={columns}
        query={table}
        rowId={(r) => `${r.kind}-${r.id}`}
        height={480}
        empty={t`The site has no module yet.`}
      />
      <BindDomainsModal kind={binding?.kind ?? 'cors'} module={binding} onClose={() => setBinding(null)} />
    </>
  );
}
