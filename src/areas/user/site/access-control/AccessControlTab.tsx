// Access control (spec 2: modules; spec 7: Lua ACL): modules of ordered access rules, bound to domains.
// Each rule matches paths, client IPs and methods, and accepts, refuses or passes the request on.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import {
  useUserLuaAclDeleteModules,
  useUserLuaAclListModules,
} from '../../../../api/generated/hooks/lua-acl/lua-acl';
import { useUserSiteDomainListMetaDomains } from '../../../../api/generated/hooks/site-domain/site-domain';
import type { SiteModule, SiteModuleInput } from '../../../../api/generated/model';
import { notifySuccess } from '../../../../app/feedback';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { columnsFor, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import { FIREWALL_PAGE_SIZES, useListState } from '../../../../components/resource-table/list-state';
import moduleForm from '../../../../../forms/user/acl-module.form.json';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { invalidateUnder } from '../../../../schema-form/invalidate';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import { compactBody, formValues } from '../advanced-firewall/kit/descriptors';
import { DomainBindingModal, type BoundModule } from '../advanced-firewall/kit/DomainBindingModal';
import { Section } from '../advanced-firewall/kit/Section';
import { AclRules } from './AclRules';
import { UserText } from '../../../../components/UserText';

const MODULE = moduleForm as FormDescriptor;
const column = columnsFor<SiteModule>();

export default function AccessControlTab() {
  const { t, i18n } = useLingui();
  const { siteId } = useSite();
  const queryClient = useQueryClient();
  const list = useListState({ pageSize: 25 });
  const modules = useUserLuaAclListModules(siteId, list.params);
  const domains = useUserSiteDomainListMetaDomains(siteId);
  const remove = useUserLuaAclDeleteModules();
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: SiteModuleInput; id?: number } | null>(null);
  const [binding, setBinding] = useState<BoundModule | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const rulesRef = useRef<HTMLDivElement>(null);
  const rows = modules.data?.data;
  // The module whose rules show: the one chosen, else the first of the page.
  const chosen = rows?.find((m) => m.id === chosenId) ?? rows?.[0] ?? null;
  const domainName = useMemo(() => new Map((domains.data?.data ?? []).map((d) => [d.id, d.domainName])), [domains.data]);
  const refresh = () => invalidateUnder(queryClient, `/user/site/${siteId}`);
  const removeModules = (ids: number[]) =>
    remove.mutateAsync({ siteId, data: { ids } }).then(async () => {
      notifySuccess(t`Remove Success!`);
      await refresh();
    });

  const columns = useMemo(
    () => [
      column.accessor('name', {
        id: 'name',
        header: () => t`Name`,
        cell: ({ row }) => (
          <Stack gap={2}>
            <Group gap="xs">
              <UserText value={row.original.name} size="sm" fw={500} />
              {row.original.id === chosen?.id && (
                <Badge size="xs" variant="light">
                  <Trans>Shown below</Trans>
                </Badge>
              )}
            </Group>
            {row.original.memo && (
              <UserText value={row.original.memo} size="xs" c="dimmed" lines={2} />
            )}
          </Stack>
        ),
      }),
      column.accessor('itemCount', { id: 'itemCount', header: () => t`Rules` }),
      column.accessor('domainIDs', {
        id: 'domainIDs',
        header: () => t`Domains`,
        enableSorting: false,
        cell: ({ getValue }) =>
          getValue().length === 0 ? (
            <Text size="sm" c="dimmed">
              {t`None yet`}
            </Text>
          ) : (
            <Text size="sm">{getValue().map((id) => domainName.get(id) ?? `#${id}`).join(', ')}</Text>
          ),
      }),
      column.accessor('updatedAt', {
        id: 'updatedAt',
        header: () => t`Updated`,
        cell: ({ getValue }) => new Date(getValue()).toLocaleString(i18n.locale),
      }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                setChosenId(row.original.id);
                rulesRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            >
              <Trans>Rules</Trans>
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => setBinding({ id: row.original.id, name: row.original.name, domainIDs: row.original.domainIDs })}>
              <Trans>Domains</Trans>
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ mode: 'edit', id: row.original.id, initial: formValues<SiteModuleInput>(row.original, MODULE.schema) })}>
              <Trans>Edit</Trans>
            </Button>
            <ConfirmButton
              size="compact-sm"
              variant="subtle"
              title={t`Remove this access control module?`}
              message={plural(row.original.itemCount, {
                one: `${row.original.name} and its # rule will be removed; its domains will no longer use it.`,
                other: `${row.original.name} and its # rules will be removed; its domains will no longer use it.`,
              })}
              confirmLabel={t`Remove`}
              loading={remove.isPending}
              onConfirm={() => removeModules([row.original.id]).catch(() => undefined)}
            >
              <Trans>Remove</Trans>
            </ConfirmButton>
          </Group>
        ),
      }),
    ],
    [t, i18n, chosen?.id, domainName, remove.isPending], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <Stack gap="xl">
      <Section
        title={<Trans>Access control modules</Trans>}
        description={
          <Trans>
            A module holds access rules that run in order on the domains bound to it: the first rule a request matches decides whether it is
            accepted, refused or passed on.
          </Trans>
        }
        actions={
          <Button size="xs" onClick={() => setEditing({ mode: 'create', initial: { name: '' } })}>
            <Trans>Add module</Trans>
          </Button>
        }
      >
        <ResourceTable
          label={t`Access control modules`}
          columns={columns}
          query={modules}
          list={list}
          pageSizes={FIREWALL_PAGE_SIZES}
          rowId={(m) => String(m.id)}
          empty={<Trans>No access control module yet.</Trans>}
          height={360}
          bulkActions={(selected, clear) => (
            <ConfirmButton
              size="xs"
              title={t`Remove ${selected.length} access control modules?`}
              message={t`Their rules are removed with them; their domains will no longer use them.`}
              confirmLabel={t`Remove`}
              loading={remove.isPending}
              onConfirm={() =>
                removeModules(selected.map((m) => m.id))
                  .then(clear)
                  .catch(() => undefined)
              }
            >
              <Trans>Remove selected</Trans>
            </ConfirmButton>
          )}
        />
      </Section>
      <div ref={rulesRef} style={{ scrollMarginTop: 80 }}>
        {chosen && <AclRules key={chosen.id} siteId={siteId} module={chosen} />}
      </div>
      <RowFormModal<SiteModuleInput>
        descriptor={MODULE}
        editing={editing}
        path={{ siteId }}
        extraBody={editing?.id ? { id: editing.id } : undefined}
        toBody={compactBody}
        invalidate={`/user/site/${siteId}/module`}
        onClose={() => setEditing(null)}
        meta={{ duplicateMessage: t`An access control module with this name already exists.` }}
      />
      <DomainBindingModal siteId={siteId} kind="luaAcl" module={binding} onClose={() => setBinding(null)} />
    </Stack>
  );
}
