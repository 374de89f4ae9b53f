// WAF (spec 2: firewall; spec 7: WAF): the site's WAF modules, each a choice of rules of the built-in
// OWASP-style rule set with what their catches get, bound to domains; and the rule set itself.
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useUserWafCheckAdvExists,
  useUserWafCreateModule,
  useUserWafDeleteModules,
  useUserWafListDefaultRules,
  useUserWafListModules,
  userWafListModules,
} from '../../../../api/generated/hooks/waf/waf';
import { useUserSiteDomainListMetaDomains } from '../../../../api/generated/hooks/site-domain/site-domain';
import type { WafDefaultRule, WafModule, WafModuleInput } from '../../../../api/generated/model';
import { notifySuccess } from '../../../../app/feedback';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { columnsFor, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import { FIREWALL_PAGE_SIZES, useListState } from '../../../../components/resource-table/list-state';
import { RuleTransfer } from '../../../../components/rules/RuleTransfer';
import moduleForm from '../../../../../forms/user/waf-module.form.json';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { invalidateUnder } from '../../../../schema-form/invalidate';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import { compactBody, formValues, withChoices } from '../advanced-firewall/kit/descriptors';
import { DomainBindingModal, type BoundModule } from '../advanced-firewall/kit/DomainBindingModal';
import { BLOCK_TYPES } from '../advanced-firewall/kit/labels';
import { Section } from '../advanced-firewall/kit/Section';
import { createEach } from '../../../../components/rules/create-each';
import { takenKeyProblem } from '../advanced-firewall/kit/transfer';
import { categoryName, explainWafModule } from './explain';
import { UserText } from '../../../../components/UserText';

const MODULE = moduleForm as FormDescriptor;
type ModuleValues = WafModuleInput;
const module = columnsFor<WafModule>();
const rule = columnsFor<WafDefaultRule>();
const SEVERITY: Record<string, { label: MessageDescriptor; color: string }> = {
  critical: { label: msg`Critical`, color: 'red' },
  error: { label: msg`High`, color: 'orange' },
  warning: { label: msg`Medium`, color: 'yellow' },
  notice: { label: msg`Low`, color: 'gray' },
};
/** A name used inside sentences, at the start of a cell. */
const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export default function WafTab() {
  const { t, i18n } = useLingui();
  const { siteId, site } = useSite();
  const queryClient = useQueryClient();
  const list = useListState({ pageSize: 25 });
  const modules = useUserWafListModules(siteId, list.params);
  const exists = useUserWafCheckAdvExists(siteId);
  const defaults = useUserWafListDefaultRules({ query: { staleTime: Infinity } });
  const domains = useUserSiteDomainListMetaDomains(siteId);
  const remove = useUserWafDeleteModules();
  const create = useUserWafCreateModule();
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: ModuleValues; id?: number; domainIDs?: number[] } | null>(null);
  const [binding, setBinding] = useState<BoundModule | null>(null);
  const rules = useMemo(() => defaults.data?.data ?? [], [defaults.data]);
  const domainName = useMemo(() => new Map((domains.data?.data ?? []).map((d) => [d.id, d.domainName])), [domains.data]);
  const descriptor = useMemo(
    () =>
      withChoices(
        MODULE,
        'ruleIDs',
        rules.map((r) => ({ value: r.id, label: r.name })),
        'checkboxes',
      ),
    [rules],
  );
  const refresh = () => invalidateUnder(queryClient, `/user/site/${siteId}`);
  const removeModules = (ids: number[]) =>
    remove.mutateAsync({ siteId, data: { ids } }).then(async () => {
      notifySuccess(t`Remove Success!`);
      await refresh();
    });

  const columns = useMemo(
    () => [
      module.accessor('name', {
        id: 'name',
        header: () => t`Name`,
        enableSorting: false,
        cell: ({ row }) => (
          <Stack gap={2}>
            <UserText value={row.original.name} size="sm" fw={500} />
            {row.original.memo && (
              <UserText value={row.original.memo} size="xs" c="dimmed" lines={2} />
            )}
          </Stack>
        ),
      }),
      module.accessor('ruleIDs', {
        id: 'ruleIDs',
        header: () => t`Rules`,
        enableSorting: false,
        cell: ({ getValue }) => {
          const ids = new Set(getValue());
          const kinds = [...new Set(rules.filter((r) => ids.has(r.id)).map((r) => categoryName(r.category)))].map(capitalised);
          return (
            <Stack gap={2}>
              <Text size="sm">{rules.length > 0 && ids.size >= rules.length ? t`All ${ids.size} rules` : plural(ids.size, { one: '# rule', other: '# rules' })}</Text>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {kinds.join(', ')}
              </Text>
            </Stack>
          );
        },
      }),
      module.accessor('blockType', {
        id: 'blockType',
        header: () => t`Catches are`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Badge variant="light" color={BLOCK_TYPES[getValue()].color} miw="max-content">
            {i18n._(BLOCK_TYPES[getValue()].label)}
          </Badge>
        ),
      }),
      module.accessor('domainIDs', {
        id: 'domainIDs',
        header: () => t`Domains`,
        enableSorting: false,
        cell: ({ getValue }) => {
          const ids = getValue() ?? [];
          if (ids.length === 0) return <Text size="sm" c="dimmed">{t`None yet`}</Text>;
          return <Text size="sm">{ids.map((id) => domainName.get(id) ?? `#${id}`).join(', ')}</Text>;
        },
      }),
      module.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-sm" variant="subtle" onClick={() => setBinding({ id: row.original.id, name: row.original.name, domainIDs: row.original.domainIDs ?? [] })}>
              <Trans>Domains</Trans>
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() =>
                setEditing({ mode: 'edit', id: row.original.id, domainIDs: row.original.domainIDs, initial: formValues<ModuleValues>(row.original, MODULE.schema) })
              }
            >
              <Trans>Edit</Trans>
            </Button>
            <ConfirmButton
              size="compact-sm"
              variant="subtle"
              title={t`Remove this WAF module?`}
              message={t`${row.original.name} will be removed; its domains will no longer be protected by it.`}
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
    [t, i18n, rules, domainName, remove.isPending], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const ruleColumns = useMemo(
    () => [
      rule.accessor('category', { id: 'category', header: () => t`Attack`, cell: ({ getValue }) => capitalised(categoryName(getValue())) }),
      rule.accessor('name', {
        id: 'name',
        header: () => t`Rule`,
        cell: ({ row }) => (
          <Stack gap={2}>
            <UserText value={row.original.name} size="sm" fw={500} />
            {row.original.description && (
              <Text size="xs" c="dimmed">
                {row.original.description}
              </Text>
            )}
          </Stack>
        ),
      }),
      rule.accessor('severity', {
        id: 'severity',
        header: () => t`Severity`,
        cell: ({ getValue }) => {
          const severity = getValue();
          return severity ? (
            <Badge variant="light" color={SEVERITY[severity]?.color ?? 'gray'} miw="max-content">
              {SEVERITY[severity] ? i18n._(SEVERITY[severity].label) : severity}
            </Badge>
          ) : null;
        },
      }),
    ],
    [t, i18n],
  );

  const allModules = async () => (await userWafListModules(siteId, { page: 1, pageSize: 100 })).data;

  return (
    <Stack gap="xl">
      {exists.data && !exists.data.data && (
        <Alert color="blue" variant="light" title={t`No WAF module protects this site yet`}>
          <Trans>Add a module with the rules you need, then bind it to the domains it should protect.</Trans>
        </Alert>
      )}
      <Section
        title={<Trans>WAF modules</Trans>}
        description={<Trans>Each module runs some rules of the built-in rule set on the domains bound to it.</Trans>}
        actions={
          <>
            <RuleTransfer<ModuleValues>
              kind="waf.module"
              site={site.siteName}
              schema={MODULE.schema}
              loadAll={async () => (await allModules()).map((m) => formValues<ModuleValues>(m, MODULE.schema))}
              check={async (rows) =>
                takenKeyProblem(
                  rows,
                  (await allModules()).map((m) => m.name),
                  (row) => row.name,
                )
              }
              onImport={async (rows, progress) => {
                try {
                  await createEach(rows, (row) => create.mutateAsync({ siteId, data: compactBody(row) }), progress);
                } finally {
                  await refresh();
                }
              }}
            />
            <Button size="xs" onClick={() => setEditing({ mode: 'create', initial: { name: '', ruleIDs: rules.map((r) => r.id), blockType: 'refuse' } })}>
              <Trans>Add module</Trans>
            </Button>
          </>
        }
      >
        <ResourceTable
          label={t`WAF modules`}
          columns={columns}
          query={modules}
          list={list}
          pageSizes={FIREWALL_PAGE_SIZES}
          rowId={(m) => String(m.id)}
          empty={<Trans>No WAF module yet.</Trans>}
          height={420}
          bulkActions={(selected, clear) => (
            <ConfirmButton
              size="xs"
              title={t`Remove ${selected.length} WAF modules?`}
              message={t`Their domains will no longer be protected by them.`}
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
      <Section
        title={<Trans>Built-in rule set</Trans>}
        description={<Trans>OWASP-style rules kept up to date by your service provider. Modules choose among them.</Trans>}
      >
        <ResourceTable label={t`Built-in WAF rules`} columns={ruleColumns} query={defaults} rowId={(r) => String(r.id)} height={480} />
      </Section>
      <RowFormModal<ModuleValues>
        descriptor={descriptor}
        editing={editing}
        path={{ siteId }}
        extraBody={editing?.id ? { id: editing.id } : undefined}
        toBody={compactBody}
        invalidate={`/user/site/${siteId}`}
        onClose={() => setEditing(null)}
        preview={(values) => explainWafModule({ ...values, domainIDs: editing?.domainIDs }, rules)}
        meta={{ duplicateMessage: t`A WAF module with this name already exists.` }}
      />
      <DomainBindingModal siteId={siteId} kind="waf" module={binding} onClose={() => setBinding(null)} />
    </Stack>
  );
}
