// Custom headers (spec 7, "Modules": custom header modules with and without paging; headers under
// module/customHeader/{moduleId}/headers). A header name appears once in a module: the server refuses a
// duplicate with 10102502, which this screen shows next to the name (spec 8: not as a message).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Code, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import moduleDescriptor from '../../../../../forms/user/module-custom-header.form.json';
import headerDescriptor from '../../../../../forms/user/module-custom-header-item.form.json';
import { useUserCustomHeaderListHeaders, useUserCustomHeaderListModules } from '../../../../api/generated/hooks/custom-header/custom-header';
import { useUserSiteDomainListCustomHeaders } from '../../../../api/generated/hooks/site-domain/site-domain';
import type { ModuleCustomHeaderItem, ModuleCustomHeaderItemInput, SiteModule } from '../../../../api/generated/model';
import { isApiError } from '../../../../api/errors';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { useListState } from '../../../../components/resource-table/list-state';
import { columnsFor, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import { RuleTransfer } from '../../../../components/rules/RuleTransfer';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { callOperation } from '../../../../schema-form/operations';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import { sitePrefix, useAllModules, useRefreshSite, useSiteDomains } from './data';
import { explainHeader, headerWarnings, type HeaderValues } from './explain';
import { ModuleTable } from './ModuleTable';
import { EntriesPanel, TabIntro, useRemove } from './parts';
import { isolated } from '../../../../components/user-text';

const HEADER_FORM = headerDescriptor as FormDescriptor;
/** Spec 8: duplicate keys are not allowed; on the custom-header call it is shown by the caller. */
export const DUPLICATE_KEY = 10102502;
const MAX_HEADERS = 5000;

export default function CustomHeadersTab() {
  const { t } = useLingui();
  const { siteId } = useSite();
  const list = useListState();
  const modules = useUserCustomHeaderListModules(siteId, list.params);
  const all = useAllModules<SiteModule>('customHeader');
  const [openId, setOpenId] = useState<number | null>(null);
  const open = modules.data?.data.find((m) => m.id === openId) ?? all.data?.data.find((m) => m.id === openId) ?? null;
  return (
    <>
      <TabIntro title={<Trans>Custom headers</Trans>}>
        <Trans>Response headers the edge adds, such as security headers. A module holds headers; the domains that use it add them to every response.</Trans>
      </TabIntro>
      <ModuleTable
        kind="customHeader"
        label={t`Custom header modules`}
        descriptor={moduleDescriptor as FormDescriptor}
        query={modules}
        list={list}
        deleteOperation="user-customHeader-delete-modules"
        entriesLabel={t`Headers`}
        empty={t`No custom header module yet.`}
        openId={open?.id ?? null}
        onOpen={(m) => setOpenId(m?.id ?? null)}
      />
      {open && <Headers key={open.id} module={open} onClose={() => setOpenId(null)} />}
      <DomainHeaders />
    </>
  );
}

const column = columnsFor<ModuleCustomHeaderItem>();
const headerRule = (h: ModuleCustomHeaderItem): ModuleCustomHeaderItemInput => ({ key: h.key, value: h.value });

/** The first name that appears twice (case-insensitively, as the edge compares them), or null. */
export function repeatedKey(keys: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const key of keys) {
    const folded = key.toLowerCase();
    if (seen.has(folded)) return key;
    seen.add(folded);
  }
  return null;
}

function Headers({ module, onClose }: { module: SiteModule; onClose: () => void }) {
  const { t } = useLingui();
  const { siteId, site } = useSite();
  const refresh = useRefreshSite();
  const list = useListState();
  const headers = useUserCustomHeaderListHeaders(siteId, module.id, list.params);
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: HeaderValues; id?: number } | null>(null);
  const { remove, pending } = useRemove('user-customHeader-delete-headers', { moduleId: module.id });
  const path = { siteId, moduleId: module.id };
  const loadAll = async () => (await callOperation<{ data: ModuleCustomHeaderItem[] }>('user-customHeader-list-headers', { path, query: { page: 1, pageSize: MAX_HEADERS } })).data;

  const columns = useMemo(
    () => [
      column.accessor('key', {
        id: 'key',
        header: () => t`Header name`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Text size="sm" ff="monospace" fw={500}>
            {getValue()}
          </Text>
        ),
      }),
      column.accessor('value', {
        id: 'value',
        header: () => t`Value`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {getValue()}
          </Text>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const h = row.original;
          return (
            <Group gap={4} wrap="nowrap">
              <Button size="compact-sm" variant="subtle" aria-label={t`Edit ${h.key}`} onClick={() => setEditing({ mode: 'edit', id: h.id, initial: headerRule(h) })}>
                <Trans>Edit</Trans>
              </Button>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                aria-label={t`Remove ${h.key}`}
                title={t`Remove the header ${h.key}?`}
                message={t`Responses of the domains using ${isolated(module.name)} will no longer carry it.`}
                confirmLabel={t`Remove`}
                loading={pending}
                onConfirm={() => remove([h.id])}
              >
                <Trans>Remove</Trans>
              </ConfirmButton>
            </Group>
          );
        },
      }),
    ],
    [t, pending, module.name], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <EntriesPanel title={t`Headers of ${isolated(module.name)}`} description={module.memo} onClose={onClose}>
      <ResourceTable
        label={t`Headers of ${isolated(module.name)}`}
        columns={columns}
        query={headers}
        list={list}
        rowId={(h) => String(h.id)}
        height={420}
        empty={t`No header in this module yet.`}
        toolbar={
          <>
            <Button onClick={() => setEditing({ mode: 'create', initial: {} })}>
              <Trans>Add header</Trans>
            </Button>
            <RuleTransfer<ModuleCustomHeaderItemInput>
              kind="module.customHeader.headers"
              site={site.siteName}
              schema={HEADER_FORM.schema}
              loadAll={async () => (await loadAll()).map(headerRule)}
              check={async (rules) => {
                const twice = repeatedKey(rules.map((r) => r.key));
                if (twice) return t`The file sets the header ${twice} twice; a name appears once in a module.`;
                const existing = await loadAll();
                const taken = repeatedKey([...existing.map((h) => h.key), ...rules.map((r) => r.key)]);
                return taken ? t`${isolated(module.name)} already sets the header ${taken}; a name appears once in a module.` : null;
              }}
              onImport={async (rules) => {
                await callOperation('user-customHeader-create-headers', { path, body: { headers: rules.map((r) => ({ ...r, value: r.value ?? '' })) } });
                await refresh();
              }}
            />
          </>
        }
        bulkActions={(selected, clear) => (
          <ConfirmButton
            size="xs"
            title={t`Remove ${selected.length} headers?`}
            message={t`Responses of the domains using ${isolated(module.name)} will no longer carry them.`}
            confirmLabel={t`Remove`}
            loading={pending}
            onConfirm={async () => {
              await remove(selected.map((h) => h.id));
              clear();
            }}
          >
            <Trans>Remove selected</Trans>
          </ConfirmButton>
        )}
      />
      <RowFormModal<HeaderValues>
        descriptor={HEADER_FORM}
        editing={editing}
        path={path}
        extraBody={editing?.mode === 'edit' ? { id: editing.id } : undefined}
        invalidate={sitePrefix(siteId)}
        // An empty value is a value (the contract requires the key); the form leaves an empty field out.
        toBody={(values) => ({ ...values, value: values.value ?? '' })}
        preview={explainHeader}
        warnings={headerWarnings}
        meta={{ handledCodes: [DUPLICATE_KEY] }}
        fieldErrors={(error, values) =>
          isApiError(error) && error.code === DUPLICATE_KEY
            ? ({ key: { __errors: [t`${isolated(module.name)} already has a header named ${values.key ?? ''}. Use another name, or edit that header.`] } } as ErrorSchema<HeaderValues>)
            : null
        }
        onClose={() => setEditing(null)}
      />
    </EntriesPanel>
  );
}

/** The headers one domain adds now, from the module it uses (GET domain/{domainId}/customHeaders). */
function DomainHeaders() {
  const { t } = useLingui();
  const { siteId } = useSite();
  const { domains } = useSiteDomains();
  const [domainId, setDomainId] = useState<string | null>(null);
  const current = useUserSiteDomainListCustomHeaders(siteId, Number(domainId), { query: { enabled: domainId !== null } });
  const rows = current.data?.data ?? [];
  return (
    <Card withBorder radius="md" padding="lg" mt="lg" component="section" aria-label={t`Headers of one domain`}>
      <Stack gap="sm">
        <Text fw={600}>
          <Trans>Headers of one domain</Trans>
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
            <Alert color="red" variant="light" title={t`The headers could not be loaded.`}>
              <Button size="xs" variant="light" onClick={() => void current.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </Alert>
          ) : rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>This domain adds no custom header.</Trans>
            </Text>
          ) : (
            <Table aria-label={t`Headers the domain adds`} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Header name</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Value</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Module</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((h) => (
                  <Table.Tr key={h.name}>
                    <Table.Td>
                      <Code>{h.name}</Code>
                    </Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }}>{h.value}</Table.Td>
                    <Table.Td>{h.moduleName}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ))}
      </Stack>
    </Card>
  );
}
