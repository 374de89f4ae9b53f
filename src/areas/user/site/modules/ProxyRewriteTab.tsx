// Proxy rewrite (spec 7: proxyRewrites POST {modules}/GET/DELETE, proxyRewrite PUT, proxyRewrite/{moduleID}/rules
// and rule PUT): modules of rules that change the URI (and Host) asked of the origin. Rules apply in priority
// order, the first that matches wins: they are listed in that order and reordered by dragging.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import moduleDescriptor from '../../../../../forms/user/module-proxy-rewrite.form.json';
import ruleDescriptor from '../../../../../forms/user/module-proxy-rewrite-rule.form.json';
import { useUserProxyRewriteListModules, useUserProxyRewriteListRules } from '../../../../api/generated/hooks/proxy-rewrite/proxy-rewrite';
import type { ProxyRewriteRule, ProxyRewriteRuleInput, SiteModule } from '../../../../api/generated/model';
import { notifySuccess } from '../../../../app/feedback';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { useListState } from '../../../../components/resource-table/list-state';
import { RuleTransfer } from '../../../../components/rules/RuleTransfer';
import { SortableRows } from '../../../../components/rules/SortableRows';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { callOperation } from '../../../../schema-form/operations';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import { sitePrefix, useAllModules, useRefreshSite } from './data';
import { explainProxyRewrite, type ProxyRewriteValues } from './explain';
import { ALL_ROWS } from './kinds';
import { ModuleTable } from './ModuleTable';
import { EnabledBadge, EntriesPanel, TabIntro, useRemove } from './parts';
import { movedItem } from './reorder';
import { isolated } from '../../../../components/user-text';

const RULE_FORM = ruleDescriptor as FormDescriptor;

export default function ProxyRewriteTab() {
  const { t } = useLingui();
  const { siteId } = useSite();
  const list = useListState();
  const modules = useUserProxyRewriteListModules(siteId, list.params);
  const all = useAllModules<SiteModule>('proxyRewrite');
  const [openId, setOpenId] = useState<number | null>(null);
  const open = modules.data?.data.find((m) => m.id === openId) ?? all.data?.data.find((m) => m.id === openId) ?? null;
  return (
    <>
      <TabIntro title={<Trans>Proxy rewrite</Trans>}>
        <Trans>
          Change the address the edge asks of the origin, without redirecting the visitor. Rules apply in order; the first whose expression matches
          the request URI is used.
        </Trans>
      </TabIntro>
      <ModuleTable
        kind="proxyRewrite"
        label={t`Proxy rewrite modules`}
        descriptor={moduleDescriptor as FormDescriptor}
        query={modules}
        list={list}
        deleteOperation="user-proxyRewrite-delete-modules"
        entriesLabel={t`Rules`}
        empty={t`No proxy rewrite module yet.`}
        openId={open?.id ?? null}
        onOpen={(m) => setOpenId(m?.id ?? null)}
      />
      {open && <Rules key={open.id} module={open} onClose={() => setOpenId(null)} />}
    </>
  );
}

/** A rule as it is created again (export, import, the edit form); an empty host is left out. */
const ruleInput = (r: ProxyRewriteRule): ProxyRewriteRuleInput & ProxyRewriteValues => ({
  regex: r.regex,
  replacement: r.replacement,
  ...(r.host ? { host: r.host } : {}),
  enabled: r.enabled,
});

function Rules({ module, onClose }: { module: SiteModule; onClose: () => void }) {
  const { t } = useLingui();
  const { siteId, site } = useSite();
  const refresh = useRefreshSite();
  const path = { siteId, moduleId: module.id };
  const rules = useUserProxyRewriteListRules(siteId, module.id, { page: 1, pageSize: ALL_ROWS });
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: ProxyRewriteValues; id?: number } | null>(null);
  const { remove, pending } = useRemove('user-proxyRewrite-delete-rules', { moduleId: module.id });
  // The order just dropped, shown until the list is read again.
  const [dropped, setDropped] = useState<{ of: unknown; items: ProxyRewriteRule[] } | null>(null);
  const loaded = rules.data?.data ?? [];
  const items = dropped && dropped.of === rules.data ? dropped.items : loaded;
  const move = useMutation({
    mutationFn: ({ rule, priority }: { rule: ProxyRewriteRule; priority: number }) =>
      callOperation('user-proxyRewrite-update-rule', { path, body: { id: rule.id, ...ruleInput(rule), priority } }),
  });

  const reorder = (next: ProxyRewriteRule[]) => {
    const moved = movedItem(items, next, (r) => r.id);
    if (!moved) return;
    setDropped({ of: rules.data, items: next });
    move.mutate(
      { rule: moved.item, priority: moved.to + 1 },
      {
        onSuccess: () => notifySuccess(t`Update Success!`),
        onSettled: () => void refresh(),
      },
    );
  };

  let body;
  if (rules.isPending) body = <Loader size="sm" aria-label={t`Loading`} />;
  else if (rules.isError) {
    body = (
      <Alert color="red" variant="light" title={t`The list could not be loaded.`}>
        <Button size="xs" variant="light" onClick={() => void rules.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <Text c="dimmed" ta="center" py="lg">
        <Trans>No rule in this module yet.</Trans>
      </Text>
    );
  } else {
    body = (
      <SortableRows<ProxyRewriteRule>
        items={items}
        id={(r) => String(r.id)}
        name={(r) => r.regex}
        disabled={move.isPending}
        onReorder={reorder}
        render={(r) => (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                <Code style={{ wordBreak: 'break-all' }}>{r.regex}</Code>
                <Text span size="sm" c="dimmed" aria-hidden="true">
                  →
                </Text>
                <Code style={{ wordBreak: 'break-all' }}>{r.replacement}</Code>
              </Group>
              {r.host && (
                <Text size="xs" c="dimmed">
                  <Trans>Host: {r.host}</Trans>
                </Text>
              )}
            </Stack>
            <Group gap={4} wrap="nowrap">
              <EnabledBadge enabled={r.enabled} />
              <Button size="compact-sm" variant="subtle" aria-label={t`Edit ${r.regex}`} onClick={() => setEditing({ mode: 'edit', id: r.id, initial: ruleInput(r) })}>
                <Trans>Edit</Trans>
              </Button>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                aria-label={t`Remove ${r.regex}`}
                title={t`Remove this rule?`}
                message={t`Requests matching ${r.regex} will be fetched from the origin as they are asked.`}
                confirmLabel={t`Remove`}
                loading={pending}
                onConfirm={() => remove([r.id])}
              >
                <Trans>Remove</Trans>
              </ConfirmButton>
            </Group>
          </Group>
        )}
      />
    );
  }

  return (
    <EntriesPanel title={t`Rules of ${isolated(module.name)}`} description={module.memo} onClose={onClose}>
      <Group gap="sm" mb="sm">
        <Button onClick={() => setEditing({ mode: 'create', initial: { enabled: true } })}>
          <Trans>Add rule</Trans>
        </Button>
        <RuleTransfer<ProxyRewriteRuleInput>
          kind="module.proxyRewrite.rules"
          site={site.siteName}
          schema={RULE_FORM.schema}
          loadAll={async () => (await callOperation<{ data: ProxyRewriteRule[] }>('user-proxyRewrite-list-rules', { path, query: { page: 1, pageSize: ALL_ROWS } })).data.map(ruleInput)}
          check={(imported) => {
            const taken = new Set(loaded.map((r) => r.regex));
            for (const rule of imported) {
              if (taken.has(rule.regex)) return t`A rule for ${rule.regex} is already in ${isolated(module.name)} or twice in the file.`;
              taken.add(rule.regex);
            }
            return null;
          }}
          onImport={async (imported) => {
            await callOperation('user-proxyRewrite-create-rules', { path, body: { items: imported } });
            await refresh();
          }}
        />
      </Group>
      {body}
      <RowFormModal<ProxyRewriteValues>
        descriptor={RULE_FORM}
        editing={editing}
        path={path}
        extraBody={editing?.mode === 'edit' ? { id: editing.id } : undefined}
        invalidate={sitePrefix(siteId)}
        preview={explainProxyRewrite}
        meta={{ duplicateMessage: t`This module already has a rule with this expression.` }}
        onClose={() => setEditing(null)}
      />
    </EntriesPanel>
  );
}
