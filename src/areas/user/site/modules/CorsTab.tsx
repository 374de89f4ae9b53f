// CORS (spec 7, "Modules": cors(es) GET/POST/PUT/DELETE {ids}, a domain's CORS settings; binding with corsID).
// Each module is one rule: allowed origins (* or one value starting with {host}), methods, headers,
// credentials and the preflight max-age (1-86400 s).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Code, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import corsDescriptor from '../../../../../forms/user/module-cors.form.json';
import { useUserCorsGetDomainCors, useUserCorsListModules } from '../../../../api/generated/hooks/cors/cors';
import type { CorsModule, CorsModuleInput } from '../../../../api/generated/model';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { useListState } from '../../../../components/resource-table/list-state';
import { columnsFor, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import { createEach } from '../../../../components/rules/create-each';
import { RuleTransfer } from '../../../../components/rules/RuleTransfer';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { callOperation } from '../../../../schema-form/operations';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import { BindDomainsModal } from './BindDomainsModal';
import { sitePrefix, useAllModules, useRefreshSite, useSiteDomains } from './data';
import { type CorsValues, explainCors } from './explain';
import { ALL_ROWS } from './kinds';
import { DomainBadges, TabIntro, useRemove } from './parts';
import { duration } from './words';
import { UserText } from '../../../../components/UserText';

const CORS_FORM = corsDescriptor as FormDescriptor;
type CorsForm = CorsValues & { name?: string; memo?: string };

const column = columnsFor<CorsModule>();

/** A module as it is created again (export, import, the edit form). */
const corsRule = (m: CorsModule): CorsModuleInput => ({
  name: m.name,
  origins: m.origins,
  methods: [...m.methods],
  allowHeaders: [...(m.allowHeaders ?? [])],
  exposeHeaders: [...(m.exposeHeaders ?? [])],
  allowCredentials: m.allowCredentials,
  maxAge: m.maxAge,
  ...(m.memo ? { memo: m.memo } : {}),
});

export default function CorsTab() {
  const { t } = useLingui();
  const { siteId, site } = useSite();
  const refresh = useRefreshSite();
  const list = useListState();
  const modules = useUserCorsListModules(siteId, list.params);
  const all = useAllModules<CorsModule>('cors', false);
  const { names } = useSiteDomains();
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: CorsForm; id?: number } | null>(null);
  const [binding, setBinding] = useState<CorsModule | null>(null);
  const { remove, pending } = useRemove('user-cors-delete-modules');

  const columns = useMemo(
    () => [
      column.accessor('name', {
        id: 'name',
        header: () => t`Name`,
        enableSorting: false,
        cell: ({ row }) => (
          <Stack gap={0}>
            <UserText value={row.original.name} size="sm" fw={500} />
            {row.original.memo && (
              <UserText value={row.original.memo} size="xs" c="dimmed" lines={2} />
            )}
          </Stack>
        ),
      }),
      column.accessor('origins', { id: 'origins', header: () => t`Allowed origins`, enableSorting: false, cell: ({ getValue }) => <Code>{getValue()}</Code> }),
      column.accessor('methods', {
        id: 'methods',
        header: () => t`Methods`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Group gap={4}>
            {getValue().map((m) => (
              <Badge key={m} size="sm" variant="light" color="gray">
                {m}
              </Badge>
            ))}
          </Group>
        ),
      }),
      column.accessor('allowCredentials', {
        id: 'allowCredentials',
        header: () => t`Credentials`,
        enableSorting: false,
        cell: ({ getValue }) => (getValue() ? t`Allowed` : t`Not sent`),
      }),
      column.accessor('maxAge', { id: 'maxAge', header: () => t`Preflight cache`, enableSorting: false, cell: ({ getValue }) => duration(getValue()) }),
      column.accessor('domainIDs', { id: 'domainIDs', header: () => t`Domains`, enableSorting: false, cell: ({ getValue }) => <DomainBadges ids={getValue()} names={names} /> }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const m = row.original;
          return (
            <Group gap={4} wrap="nowrap">
              <Button size="compact-sm" variant="subtle" aria-label={t`Edit ${m.name}`} onClick={() => setEditing({ mode: 'edit', id: m.id, initial: corsRule(m) })}>
                <Trans>Edit</Trans>
              </Button>
              <Button size="compact-sm" variant="subtle" aria-label={t`Domains using ${m.name}`} onClick={() => setBinding(m)}>
                <Trans>Domains</Trans>
              </Button>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                aria-label={t`Remove ${m.name}`}
                title={t`Remove the CORS module ${m.name}?`}
                message={t`The domains using it stop sending CORS headers, so browsers refuse cross-site calls to them. This cannot be undone.`}
                confirmLabel={t`Remove`}
                loading={pending}
                onConfirm={() => remove([m.id])}
              >
                <Trans>Remove</Trans>
              </ConfirmButton>
            </Group>
          );
        },
      }),
    ],
    [t, names, pending], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <>
      <TabIntro title={<Trans>CORS</Trans>}>
        <Trans>
          Cross-origin resource sharing: which pages of other sites may call these domains from the browser. Each module is one policy; a domain
          uses at most one.
        </Trans>
      </TabIntro>
      <ResourceTable
        label={t`CORS modules`}
        columns={columns}
        query={modules}
        list={list}
        rowId={(m) => String(m.id)}
        height={440}
        empty={t`No CORS module yet: browsers refuse calls from other sites' pages to these domains.`}
        toolbar={
          <>
            <Button onClick={() => setEditing({ mode: 'create', initial: { origins: '{host}', methods: ['GET', 'POST', 'OPTIONS'], allowCredentials: false, maxAge: 3600 } })}>
              <Trans>Add CORS module</Trans>
            </Button>
            <RuleTransfer<CorsModuleInput>
              kind="module.cors"
              site={site.siteName}
              schema={CORS_FORM.schema}
              loadAll={async () => {
                const answer = await callOperation<{ data: CorsModule[] }>('user-cors-list-modules', { path: { siteId }, query: { page: 1, pageSize: ALL_ROWS } });
                return answer.data.map(corsRule);
              }}
              check={async (rules) => {
                const existing = await all.refetch();
                if (existing.isError) throw existing.error;
                const taken = new Set((existing.data?.data ?? []).map((m) => m.name.toLowerCase()));
                for (const rule of rules) {
                  if (taken.has(rule.name.toLowerCase())) return t`The site already has a CORS module named ${rule.name}.`;
                  taken.add(rule.name.toLowerCase());
                }
                return null;
              }}
              onImport={async (rules, progress) => {
                try {
                  await createEach(rules, (rule) => callOperation('user-cors-create-module', { path: { siteId }, body: rule }), progress);
                } finally {
                  await refresh();
                }
              }}
            />
          </>
        }
        bulkActions={(selected, clear) => (
          <ConfirmButton
            size="xs"
            title={t`Remove ${selected.length} CORS modules?`}
            message={t`The domains using them stop sending CORS headers. This cannot be undone.`}
            confirmLabel={t`Remove`}
            loading={pending}
            onConfirm={async () => {
              await remove(selected.map((m) => m.id));
              clear();
            }}
          >
            <Trans>Remove selected</Trans>
          </ConfirmButton>
        )}
      />
      <DomainCors />
      <RowFormModal<CorsForm>
        descriptor={CORS_FORM}
        editing={editing}
        path={{ siteId }}
        extraBody={editing?.mode === 'edit' ? { id: editing.id } : undefined}
        invalidate={sitePrefix(siteId)}
        preview={explainCors}
        meta={{ duplicateMessage: t`The site already has a CORS module with this name.` }}
        onClose={() => setEditing(null)}
      />
      <BindDomainsModal kind="cors" module={binding} onClose={() => setBinding(null)} />
    </>
  );
}

/** The CORS policy one domain applies now (GET domain/{domainId}/cors). */
function DomainCors() {
  const { t } = useLingui();
  const { siteId } = useSite();
  const { domains } = useSiteDomains();
  const [domainId, setDomainId] = useState<string | null>(null);
  const current = useUserCorsGetDomainCors(siteId, Number(domainId), { query: { enabled: domainId !== null } });
  const module = current.data?.data ?? null;
  return (
    <Card withBorder radius="md" padding="lg" mt="lg" component="section" aria-label={t`CORS of one domain`}>
      <Stack gap="sm">
        <Text fw={600}>
          <Trans>CORS of one domain</Trans>
        </Text>
        <Select
          label={t`Domain`}
          placeholder={t`Choose a domain`}
          searchable
          w={360}
          data={domains.map((d) => ({ value: String(d.id), label: d.domainName }))}
          value={domainId}
          onChange={setDomainId}
          nothingFoundMessage={t`No domain matches.`}
        />
        {domainId !== null &&
          (current.isPending ? (
            <Loader size="sm" aria-label={t`Loading`} />
          ) : current.isError ? (
            <Alert color="red" variant="light" title={t`The CORS settings could not be loaded.`}>
              <Button size="xs" variant="light" onClick={() => void current.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </Alert>
          ) : module ? (
            <Alert color="blue" variant="light" title={t`Uses ${module.name}`}>
              {explainCors(module)}
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>This domain uses no CORS module: browsers refuse calls to it from other sites' pages.</Trans>
            </Text>
          ))}
      </Stack>
    </Card>
  );
}
