// The named modules of one kind (URL redirect, custom header, proxy rewrite, token authentication): each holds
// entries and is used by domains. Add, rename, bind to domains, remove (asking first), open its entries.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import type { SiteModule } from '../../../../api/generated/model';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import type { ListState } from '../../../../components/resource-table/list-state';
import { columnsFor, type ListQuery, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import { BindDomainsModal } from './BindDomainsModal';
import { sitePrefix, useSiteDomains } from './data';
import type { ModuleKind } from './kinds';
import { DomainBadges, useRemove } from './parts';
import { UserText } from '../../../../components/UserText';
import { isolated } from '../../../../components/user-text';

interface ModuleValues {
  name: string;
  memo?: string;
}

export interface ModuleTableProps {
  kind: ModuleKind;
  /** Accessible name of the table, e.g. "URL redirect modules". */
  label: string;
  descriptor: FormDescriptor;
  query: ListQuery<SiteModule>;
  list: ListState<Record<string, never>>;
  deleteOperation: string;
  /** What the entries are called in the count column and the open button ("Redirects"). */
  entriesLabel: string;
  empty: string;
  /** The module whose entries are shown. */
  openId: number | null;
  onOpen: (module: SiteModule | null) => void;
  /** More buttons of the toolbar. */
  toolbar?: ReactNode;
}

const column = columnsFor<SiteModule>();

export function ModuleTable({ kind, label, descriptor, query, list, deleteOperation, entriesLabel, empty, openId, onOpen, toolbar }: ModuleTableProps) {
  const { t, i18n } = useLingui();
  const { siteId } = useSite();
  const { names } = useSiteDomains();
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: ModuleValues; id?: number } | null>(null);
  const [binding, setBinding] = useState<SiteModule | null>(null);
  const { remove, pending } = useRemove(deleteOperation);

  const removeModules = async (modules: SiteModule[]) => {
    await remove(modules.map((m) => m.id));
    if (modules.some((m) => m.id === openId)) onOpen(null);
  };

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
      column.accessor('itemCount', { id: 'itemCount', header: () => entriesLabel, enableSorting: false }),
      column.accessor('domainIDs', {
        id: 'domainIDs',
        header: () => t`Domains`,
        enableSorting: false,
        cell: ({ getValue }) => <DomainBadges ids={getValue()} names={names} />,
      }),
      column.accessor('updatedAt', {
        id: 'updatedAt',
        header: () => t`Updated`,
        enableSorting: false,
        cell: ({ getValue }) => new Date(getValue()).toLocaleString(i18n.locale),
      }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const m = row.original;
          return (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-sm"
                variant={m.id === openId ? 'filled' : 'light'}
                aria-pressed={m.id === openId}
                aria-label={t`${entriesLabel} of ${isolated(m.name)}`}
                onClick={() => onOpen(m.id === openId ? null : m)}
              >
                {entriesLabel}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={t`Edit ${isolated(m.name)}`}
                onClick={() => setEditing({ mode: 'edit', id: m.id, initial: { name: m.name, ...(m.memo ? { memo: m.memo } : {}) } })}
              >
                <Trans>Edit</Trans>
              </Button>
              <Button size="compact-sm" variant="subtle" aria-label={t`Domains using ${isolated(m.name)}`} onClick={() => setBinding(m)}>
                <Trans>Domains</Trans>
              </Button>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                aria-label={t`Remove ${isolated(m.name)}`}
                title={t`Remove the module ${isolated(m.name)}?`}
                message={t`Its ${m.itemCount} entries are removed with it, and the domains using it stop using it. This cannot be undone.`}
                confirmLabel={t`Remove`}
                loading={pending}
                onConfirm={() => removeModules([m])}
              >
                <Trans>Remove</Trans>
              </ConfirmButton>
            </Group>
          );
        },
      }),
    ],
    [t, i18n.locale, names, entriesLabel, openId, pending], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <>
      <ResourceTable
        label={label}
        columns={columns}
        query={query}
        list={list}
        rowId={(m) => String(m.id)}
        empty={empty}
        height={420}
        toolbar={
          <>
            <Button onClick={() => setEditing({ mode: 'create', initial: { name: '' } })}>
              <Trans>Add module</Trans>
            </Button>
            {toolbar}
          </>
        }
        bulkActions={(selected, clear) => (
          <ConfirmButton
            size="xs"
            title={t`Remove ${selected.length} modules?`}
            message={t`Their entries are removed with them, and the domains using them stop using them. This cannot be undone.`}
            confirmLabel={t`Remove`}
            loading={pending}
            onConfirm={async () => {
              await removeModules(selected);
              clear();
            }}
          >
            <Trans>Remove selected</Trans>
          </ConfirmButton>
        )}
      />
      <RowFormModal<ModuleValues>
        descriptor={descriptor}
        editing={editing}
        path={{ siteId }}
        extraBody={editing?.mode === 'edit' ? { id: editing.id } : undefined}
        invalidate={sitePrefix(siteId)}
        meta={{ duplicateMessage: t`The site already has a module of this kind with this name.` }}
        onClose={() => setEditing(null)}
      />
      <BindDomainsModal kind={kind} module={binding} onClose={() => setBinding(null)} />
    </>
  );
}
