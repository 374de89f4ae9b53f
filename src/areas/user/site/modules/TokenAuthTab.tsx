// Token authentication and anti-leech (spec 7, "Token auth": tokenAuths POST {modules}/GET/DELETE, tokenAuth PUT,
// tokenAuth/{moduleID}/auths GET/POST {items}/DELETE {ids}, auth PUT; "Domains": antiReferers and antiHeaders per
// domain). Signed URLs with a time stamp (time-stamp anti-leech) are the items of token-auth modules; the Referer
// and header rules belong to one domain, chosen with the picker.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Group, Select, Stack, Tabs, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import moduleDescriptor from '../../../../../forms/user/module-token-auth.form.json';
import itemDescriptor from '../../../../../forms/user/module-token-auth-item.form.json';
import itemEditDescriptor from '../../../../../forms/user/module-token-auth-item-edit.form.json';
import { useUserTokenAuthListAuths, useUserTokenAuthListModules } from '../../../../api/generated/hooks/token-auth/token-auth';
import type { SiteModule, TokenAuthItem, TokenAuthItemInput } from '../../../../api/generated/model';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { useListState } from '../../../../components/resource-table/list-state';
import { columnsFor, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import { RuleTransfer } from '../../../../components/rules/RuleTransfer';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { callOperation } from '../../../../schema-form/operations';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import { DomainRules } from './DomainRules';
import { sitePrefix, useAllModules, useRefreshSite, useSiteDomains } from './data';
import { explainTokenAuth, type TokenAuthValues } from './explain';
import { ALL_ROWS } from './kinds';
import { ModuleTable } from './ModuleTable';
import { EnabledBadge, EntriesPanel, TabIntro, useRemove } from './parts';
import { duration } from './words';
import { isolated } from '../../../../components/user-text';

const ITEM_FORM = itemDescriptor as FormDescriptor;
const ITEM_EDIT_FORM = itemEditDescriptor as FormDescriptor;
type ItemValues = TokenAuthValues & { key?: string };

export default function TokenAuthTab() {
  const { t } = useLingui();
  const [section, setSection] = useState<string | null>('signed');
  const { domains } = useSiteDomains();
  const [picked, setPicked] = useState<string | null>(null);
  const domainId = picked ?? (domains[0] ? String(domains[0].id) : null);
  const domainPicker = (
    <Select
      label={t`Domain`}
      description={t`Referer and header rules belong to one domain.`}
      searchable
      allowDeselect={false}
      w={360}
      data={domains.map((d) => ({ value: String(d.id), label: d.domainName }))}
      value={domainId}
      onChange={setPicked}
      nothingFoundMessage={t`No domain matches.`}
    />
  );
  return (
    <>
      <TabIntro title={<Trans>Token authentication and anti-leech</Trans>}>
        <Trans>
          Keep other sites from using your files: signed links that expire (time-stamp anti-leech), rules on the page a request was linked from
          (Referer), and rules on request headers.
        </Trans>
      </TabIntro>
      <Tabs value={section} onChange={setSection} variant="pills" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="signed">
            <Trans>Signed URLs</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="referer">
            <Trans>Referer rules</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="header">
            <Trans>Header rules</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="signed">
          <SignedUrls />
        </Tabs.Panel>
        <Tabs.Panel value="referer">
          <Stack>
            {domainPicker}
            {domainId && <DomainRules kind="antiReferer" domainId={Number(domainId)} key={`r-${domainId}`} />}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="header">
          <Stack>
            {domainPicker}
            {domainId && <DomainRules kind="antiHeader" domainId={Number(domainId)} key={`h-${domainId}`} />}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function SignedUrls() {
  const { t } = useLingui();
  const { siteId } = useSite();
  const list = useListState();
  const modules = useUserTokenAuthListModules(siteId, list.params);
  const all = useAllModules<SiteModule>('tokenAuth');
  const [openId, setOpenId] = useState<number | null>(null);
  const open = modules.data?.data.find((m) => m.id === openId) ?? all.data?.data.find((m) => m.id === openId) ?? null;
  return (
    <>
      <ModuleTable
        kind="tokenAuth"
        label={t`Token authentication modules`}
        descriptor={moduleDescriptor as FormDescriptor}
        query={modules}
        list={list}
        deleteOperation="user-tokenAuth-delete-modules"
        entriesLabel={t`Signed-URL rules`}
        empty={t`No token authentication module yet.`}
        openId={open?.id ?? null}
        onOpen={(m) => setOpenId(m?.id ?? null)}
      />
      {open && <Items key={open.id} module={open} onClose={() => setOpenId(null)} />}
    </>
  );
}

const column = columnsFor<TokenAuthItem>();
/** An item as exported: the signing key cannot be read back, so files hold none. */
const itemRule = (i: TokenAuthItem): TokenAuthValues => ({ urlRegex: i.urlRegex, paramName: i.paramName, expireSeconds: i.expireSeconds, enabled: i.enabled });

function Items({ module, onClose }: { module: SiteModule; onClose: () => void }) {
  const { t } = useLingui();
  const { siteId, site } = useSite();
  const refresh = useRefreshSite();
  const list = useListState();
  const items = useUserTokenAuthListAuths(siteId, module.id, list.params);
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: ItemValues; id?: number } | null>(null);
  const { remove, pending } = useRemove('user-tokenAuth-delete-auths', { moduleId: module.id });
  const path = { siteId, moduleId: module.id };

  const columns = useMemo(
    () => [
      column.accessor('urlRegex', {
        id: 'urlRegex',
        header: () => t`URLs`,
        enableSorting: false,
        cell: ({ getValue }) => <Code style={{ wordBreak: 'break-all' }}>{getValue()}</Code>,
      }),
      column.accessor('paramName', { id: 'paramName', header: () => t`Token parameter`, enableSorting: false, cell: ({ getValue }) => <Code>{getValue()}</Code> }),
      column.accessor('expireSeconds', { id: 'expireSeconds', header: () => t`Link lifetime`, enableSorting: false, cell: ({ getValue }) => duration(getValue()) }),
      column.accessor('hasKey', {
        id: 'hasKey',
        header: () => t`Signing key`,
        enableSorting: false,
        cell: ({ getValue }) => (getValue() ? t`Set` : t`Not set`),
      }),
      column.accessor('enabled', { id: 'enabled', header: () => t`Status`, enableSorting: false, cell: ({ getValue }) => <EnabledBadge enabled={getValue()} /> }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const i = row.original;
          return (
            <Group gap={4} wrap="nowrap">
              <Button size="compact-sm" variant="subtle" aria-label={t`Edit ${i.urlRegex}`} onClick={() => setEditing({ mode: 'edit', id: i.id, initial: itemRule(i) })}>
                <Trans>Edit</Trans>
              </Button>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                aria-label={t`Remove ${i.urlRegex}`}
                title={t`Remove this signed-URL rule?`}
                message={t`URLs matching ${i.urlRegex} will be served without a token.`}
                confirmLabel={t`Remove`}
                loading={pending}
                onConfirm={() => remove([i.id])}
              >
                <Trans>Remove</Trans>
              </ConfirmButton>
            </Group>
          );
        },
      }),
    ],
    [t, pending], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <EntriesPanel title={t`Signed-URL rules of ${isolated(module.name)}`} description={module.memo} onClose={onClose}>
      <ResourceTable
        label={t`Signed-URL rules of ${isolated(module.name)}`}
        columns={columns}
        query={items}
        list={list}
        rowId={(i) => String(i.id)}
        height={420}
        empty={t`No signed-URL rule in this module yet.`}
        toolbar={
          <>
            <Button onClick={() => setEditing({ mode: 'create', initial: { paramName: 'auth_key', expireSeconds: 1800, enabled: true } })}>
              <Trans>Add signed-URL rule</Trans>
            </Button>
            <RuleTransfer<TokenAuthItemInput>
              kind="module.tokenAuth.items"
              site={site.siteName}
              schema={ITEM_FORM.schema}
              loadAll={async () =>
                (await callOperation<{ data: TokenAuthItem[] }>('user-tokenAuth-list-auths', { path, query: { page: 1, pageSize: ALL_ROWS } })).data.map(
                  (i) => itemRule(i) as TokenAuthItemInput,
                )
              }
              onImport={async (rules) => {
                await callOperation('user-tokenAuth-create-auths', { path, body: { items: rules } });
                await refresh();
              }}
            />
            <Text size="xs" c="dimmed" maw={360}>
              <Trans>Exported files hold no signing keys (they cannot be read back): add a "key" to each rule of the file before importing it.</Trans>
            </Text>
          </>
        }
        bulkActions={(selected, clear) => (
          <ConfirmButton
            size="xs"
            title={t`Remove ${selected.length} signed-URL rules?`}
            message={t`Their URLs will be served without a token.`}
            confirmLabel={t`Remove`}
            loading={pending}
            onConfirm={async () => {
              await remove(selected.map((i) => i.id));
              clear();
            }}
          >
            <Trans>Remove selected</Trans>
          </ConfirmButton>
        )}
      />
      <RowFormModal<ItemValues>
        descriptor={editing?.mode === 'edit' ? ITEM_EDIT_FORM : ITEM_FORM}
        editing={editing}
        path={path}
        extraBody={editing?.mode === 'edit' ? { id: editing.id } : undefined}
        invalidate={sitePrefix(siteId)}
        preview={explainTokenAuth}
        meta={{ duplicateMessage: t`This module already has a rule for these URLs.` }}
        onClose={() => setEditing(null)}
      />
    </EntriesPanel>
  );
}
