// What is particular to the modules overview (forms/user/lists/modules-overview.list.json, spec 7: module/exists and
// the modules of each kind): its rows are the union of one list call per kind the site uses, each row marked with its
// kind; above them, a card per kind (in use or not, how many, a way to its tab); a row's Domains opens the binding
// dialog of its kind.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUserModuleGetExists } from '../../../api/generated/hooks/module/module';
import type { ListOverride, OverrideProps, OwnRows, Row } from '../../../kit/lists/scope';
import { callOperation, operationUrl } from '../../../schema-form/operations';
import { BindDomainsModal } from './BindDomainsModal';
import { ALL_ROWS, type BindableModule, MODULE_KINDS, type ModuleKind, type ModuleKindInfo } from './kinds';

interface OverviewRow extends BindableModule {
  kind: ModuleKind;
}

/** The module lists of the kinds in use, kept as one stable value while none of them changes. */
function combine(results: { data?: { data: BindableModule[] }; isPending: boolean; isError: boolean; refetch: () => unknown }[]) {
  return {
    pages: results.map((r) => r.data?.data),
    pending: results.some((r) => r.isPending),
    failed: results.some((r) => r.isError),
    refetch: () => results.forEach((r) => void r.refetch()),
  };
}

/** Every module of the kinds the site uses (module/exists), one call per kind. */
function useModulesInUse(path: Record<string, number>): OwnRows {
  const siteId = path.siteId!;
  const exists = useUserModuleGetExists(siteId);
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
  // Rows only once every kind's are read (a kind that failed is not shown as having none).
  const failed = exists.isError || lists.failed;
  const data = useMemo(() => {
    if (failed) return undefined;
    const rows: OverviewRow[] = kinds
      .split(',')
      .filter(Boolean)
      .flatMap((kind, i) => (lists.pages[i] ?? []).map((m) => ({ id: m.id, name: m.name, domainIDs: m.domainIDs ?? [], kind: kind as ModuleKind })));
    return { data: rows as unknown as Row[], total: rows.length };
  }, [kinds, lists.pages, failed]);
  return useMemo(() => ({ data, isPending: exists.isPending || lists.pending, isError: failed, refetch: lists.refetch }), [data, exists.isPending, failed, lists]);
}

/** A card per kind of module: in use or not, how many the site has, and a way to the tab managing them. */
function KindCards({ path, rows }: OverrideProps) {
  const { t, i18n } = useLingui();
  const [, setSearch] = useSearchParams();
  const exists = useUserModuleGetExists(path.siteId!);
  const countOf = (kind: ModuleKind) => rows.filter((r) => r.kind === kind).length;
  const open = (info: ModuleKindInfo) => info.tab && setSearch({ tab: info.tab });
  if (exists.isPending) return <Loader aria-label={t`Loading`} />;
  if (exists.isError) {
    return (
      <Alert color="red" title={t`The modules could not be loaded.`}>
        <Button variant="light" onClick={() => void exists.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  return (
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
  );
}

/** A row's Domains: the binding dialog of its kind. */
function BindButton({ row, name }: OverrideProps & { row: Row; name: string }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const module = row as unknown as OverviewRow;
  return (
    <>
      <Button size="compact-sm" variant="subtle" aria-label={t`Domains using ${name}`} onClick={() => setOpened(true)}>
        <Trans>Domains</Trans>
      </Button>
      {opened && <BindDomainsModal kind={module.kind} module={module} onClose={() => setOpened(false)} />}
    </>
  );
}

export const OVERVIEW_OVERRIDES: Record<string, ListOverride> = { modulesOverview: { rows: useModulesInUse, before: KindCards, row: BindButton } };
