// The anti-hotlinking (Referer) and header rules of one domain (spec 7, "Domains": domain/{domainId}/antiReferers,
// antiHeaders: GET, POST, PUT, DELETE). Both lists are small and unpaged.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Group, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import antiHeaderDescriptor from '../../../../../forms/user/module-anti-header.form.json';
import antiRefererDescriptor from '../../../../../forms/user/module-anti-referer.form.json';
import { useUserSiteDomainListAntiHeaders, useUserSiteDomainListAntiReferers } from '../../../../api/generated/hooks/site-domain/site-domain';
import type { UserDomainAntiHeader, UserDomainAntiHeaderInput, UserDomainAntiReferer, UserDomainAntiRefererInput } from '../../../../api/generated/model';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { type Column, columnsFor, type ListQuery, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import { createEach } from '../../../../components/rules/create-each';
import { RuleTransfer } from '../../../../components/rules/RuleTransfer';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { callOperation } from '../../../../schema-form/operations';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import { choiceNames } from '../../../../kit/lists/choices';
import { sitePrefix, useRefreshSite, useSiteDomains } from './data';
import { type AntiHeaderValues, type AntiRefererValues, explainAntiHeader, explainAntiReferer } from './explain';
import { EnabledBadge, useRemove } from './parts';
import { someOf } from './words';

type Kind = 'antiReferer' | 'antiHeader';

const refererRule = (r: UserDomainAntiReferer): UserDomainAntiRefererInput => ({ isBlack: r.isBlack, referers: [...r.referers], allowEmpty: r.allowEmpty, enabled: r.enabled });
const headerRule = (r: UserDomainAntiHeader): UserDomainAntiHeaderInput => ({ header: r.header, regex: r.regex, isBlack: r.isBlack, enabled: r.enabled });

export function DomainRules({ kind, domainId }: { kind: Kind; domainId: number }) {
  return kind === 'antiReferer' ? <RefererRules domainId={domainId} /> : <HeaderRules domainId={domainId} />;
}

const refererColumn = columnsFor<UserDomainAntiReferer>();
const headerColumn = columnsFor<UserDomainAntiHeader>();

function RefererRules({ domainId }: { domainId: number }) {
  const { t } = useLingui();
  const { siteId } = useSite();
  const rules = useUserSiteDomainListAntiReferers(siteId, domainId);
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: AntiRefererValues; id?: number } | null>(null);
  const { remove, pending } = useRemove('user-siteDomain-delete-anti-referers', { domainId });
  const columns = useMemo<Column<UserDomainAntiReferer>[]>(
    () => [
      refererColumn.accessor('isBlack', {
        id: 'isBlack',
        header: () => t`Mode`,
        enableSorting: false,
        cell: ({ getValue }) =>
          getValue() ? (
            <Badge color="red" variant="light" miw="max-content">
              <Trans>Refuse listed</Trans>
            </Badge>
          ) : (
            <Badge color="teal" variant="light" miw="max-content">
              <Trans>Only listed</Trans>
            </Badge>
          ),
      }),
      refererColumn.accessor('referers', {
        id: 'referers',
        header: () => t`Sites`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {someOf(getValue())}
          </Text>
        ),
      }),
      refererColumn.accessor('allowEmpty', {
        id: 'allowEmpty',
        header: () => t`No Referer`,
        enableSorting: false,
        cell: ({ getValue }) => (getValue() ? t`Served` : t`Refused`),
      }),
      refererColumn.accessor('enabled', { id: 'enabled', header: () => t`Status`, enableSorting: false, cell: ({ getValue }) => <EnabledBadge enabled={getValue()} /> }),
      refererColumn.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <RowActions
            name={row.original.referers[0] ?? ''}
            onEdit={() => setEditing({ mode: 'edit', id: row.original.id, initial: refererRule(row.original) })}
            onRemove={() => remove([row.original.id])}
            pending={pending}
            message={t`Links from these sites will be treated like any other.`}
          />
        ),
      }) as Column<UserDomainAntiReferer>,
    ],
    [t, pending], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <>
      <RulesTable<UserDomainAntiReferer, UserDomainAntiRefererInput>
        kind="domain.antiReferers"
        domainId={domainId}
        label={t`Referer rules`}
        columns={columns}
        query={rules}
        addLabel={t`Add Referer rule`}
        onAdd={() => setEditing({ mode: 'create', initial: { isBlack: false, allowEmpty: true, enabled: true } })}
        descriptor={antiRefererDescriptor as FormDescriptor}
        toRule={refererRule}
        createOperation="user-siteDomain-create-anti-referer"
        removeIds={(ids) => remove(ids)}
        pending={pending}
        empty={t`No Referer rule: this domain serves links from any site.`}
      />
      <RowFormModal<AntiRefererValues>
        descriptor={antiRefererDescriptor as FormDescriptor}
        editing={editing}
        path={{ siteId, domainId }}
        extraBody={editing?.mode === 'edit' ? { id: editing.id } : undefined}
        invalidate={sitePrefix(siteId)}
        preview={explainAntiReferer}
        describeValue={choiceNames(antiRefererDescriptor as FormDescriptor)}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

function HeaderRules({ domainId }: { domainId: number }) {
  const { t } = useLingui();
  const { siteId } = useSite();
  const rules = useUserSiteDomainListAntiHeaders(siteId, domainId);
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: AntiHeaderValues; id?: number } | null>(null);
  const { remove, pending } = useRemove('user-siteDomain-delete-anti-headers', { domainId });
  const columns = useMemo<Column<UserDomainAntiHeader>[]>(
    () => [
      headerColumn.accessor('header', { id: 'header', header: () => t`Header name`, enableSorting: false, cell: ({ getValue }) => <Code>{getValue()}</Code> }),
      headerColumn.accessor('regex', {
        id: 'regex',
        header: () => t`Value (regular expression)`,
        enableSorting: false,
        cell: ({ getValue }) => <Code style={{ wordBreak: 'break-all' }}>{getValue()}</Code>,
      }),
      headerColumn.accessor('isBlack', {
        id: 'isBlack',
        header: () => t`Refuses`,
        enableSorting: false,
        cell: ({ getValue }) => (getValue() ? t`Matching values` : t`Other values`),
      }),
      headerColumn.accessor('enabled', { id: 'enabled', header: () => t`Status`, enableSorting: false, cell: ({ getValue }) => <EnabledBadge enabled={getValue()} /> }),
      headerColumn.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <RowActions
            name={row.original.header}
            onEdit={() => setEditing({ mode: 'edit', id: row.original.id, initial: headerRule(row.original) })}
            onRemove={() => remove([row.original.id])}
            pending={pending}
            message={t`Requests will no longer be refused by their ${row.original.header} header.`}
          />
        ),
      }) as Column<UserDomainAntiHeader>,
    ],
    [t, pending], // eslint-disable-line react-hooks/exhaustive-deps
  );
  return (
    <>
      <RulesTable<UserDomainAntiHeader, UserDomainAntiHeaderInput>
        kind="domain.antiHeaders"
        domainId={domainId}
        label={t`Header rules`}
        columns={columns}
        query={rules}
        addLabel={t`Add header rule`}
        onAdd={() => setEditing({ mode: 'create', initial: { isBlack: true, enabled: true } })}
        descriptor={antiHeaderDescriptor as FormDescriptor}
        toRule={headerRule}
        createOperation="user-siteDomain-create-anti-header"
        removeIds={(ids) => remove(ids)}
        pending={pending}
        empty={t`No header rule on this domain.`}
      />
      <RowFormModal<AntiHeaderValues>
        descriptor={antiHeaderDescriptor as FormDescriptor}
        editing={editing}
        path={{ siteId, domainId }}
        extraBody={editing?.mode === 'edit' ? { id: editing.id } : undefined}
        invalidate={sitePrefix(siteId)}
        preview={explainAntiHeader}
        describeValue={choiceNames(antiHeaderDescriptor as FormDescriptor)}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

function RowActions({ name, onEdit, onRemove, pending, message }: { name: string; onEdit: () => void; onRemove: () => Promise<unknown>; pending: boolean; message: string }) {
  const { t } = useLingui();
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="compact-sm" variant="subtle" aria-label={t`Edit the rule ${name}`} onClick={onEdit}>
        <Trans>Edit</Trans>
      </Button>
      <ConfirmButton
        size="compact-sm"
        variant="subtle"
        aria-label={t`Remove the rule ${name}`}
        title={t`Remove this rule?`}
        message={message}
        confirmLabel={t`Remove`}
        loading={pending}
        onConfirm={onRemove}
      >
        <Trans>Remove</Trans>
      </ConfirmButton>
    </Group>
  );
}

interface RulesTableProps<R extends { id: number }, I> {
  kind: string;
  domainId: number;
  label: string;
  columns: Column<R>[];
  query: ListQuery<R>;
  addLabel: string;
  onAdd: () => void;
  descriptor: FormDescriptor;
  toRule: (row: R) => I;
  createOperation: string;
  removeIds: (ids: number[]) => Promise<unknown>;
  pending: boolean;
  empty: string;
}

/** One domain's rules with add, export/import (one create call per rule: the contract has no batch) and bulk removal. */
function RulesTable<R extends { id: number }, I>({ kind, domainId, label, columns, query, addLabel, onAdd, descriptor, toRule, createOperation, removeIds, pending, empty }: RulesTableProps<R, I>) {
  const { t } = useLingui();
  const { siteId, site } = useSite();
  const { names } = useSiteDomains();
  const refresh = useRefreshSite();
  const domainName = names.get(domainId) ?? '';
  return (
    <ResourceTable<R, object>
      label={t`${label} of ${domainName}`}
      columns={columns}
      query={query}
      rowId={(r) => String(r.id)}
      height={420}
      empty={empty}
      toolbar={
        <>
          <Button onClick={onAdd}>{addLabel}</Button>
          <RuleTransfer<I>
            kind={kind}
            site={site.siteName}
            schema={descriptor.schema}
            loadAll={async () => {
              const answer = await callOperation<{ data: R[] }>(kind === 'domain.antiReferers' ? 'user-siteDomain-list-anti-referers' : 'user-siteDomain-list-anti-headers', {
                path: { siteId, domainId },
              });
              return answer.data.map(toRule);
            }}
            onImport={async (rules, progress) => {
              try {
                await createEach(rules, (rule) => callOperation(createOperation, { path: { siteId, domainId }, body: rule }), progress);
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
          title={t`Remove ${selected.length} rules?`}
          message={t`They stop applying to ${domainName} at once.`}
          confirmLabel={t`Remove`}
          loading={pending}
          onConfirm={async () => {
            await removeIds(selected.map((r) => r.id));
            clear();
          }}
        >
          <Trans>Remove selected</Trans>
        </ConfirmButton>
      )}
    />
  );
}
