// URL redirect and rewrite (spec 7, "Modules": urlRedirect(s) with urls entries, replaceURL): modules of
// redirects (301/302, paths or regular expressions) that domains use. A site holds at most 3000 redirects
// (spec 9; 205007): the count is shown, and adding past it is refused before anything is sent.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Modal, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import moduleDescriptor from '../../../../../forms/user/module-url-redirect.form.json';
import replaceDescriptor from '../../../../../forms/user/module-url-redirect-replace.form.json';
import urlDescriptor from '../../../../../forms/user/module-url-redirect-url.form.json';
import { useUserUrlRedirectListModules, useUserUrlRedirectListUrls } from '../../../../api/generated/hooks/url-redirect/url-redirect';
import type { SiteModule, UrlRedirectReplaced, UrlRedirectUrl, UrlRedirectUrlInput } from '../../../../api/generated/model';
import { notifySuccess } from '../../../../app/feedback';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { useListState } from '../../../../components/resource-table/list-state';
import { columnsFor, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import { EffectPreview } from '../../../../components/rules/EffectPreview';
import { RuleTransfer } from '../../../../components/rules/RuleTransfer';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { callOperation } from '../../../../schema-form/operations';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { SchemaForm } from '../../../../schema-form/SchemaForm';
import { useSite } from '../context';
import { choiceNames } from './choices';
import { sitePrefix, useAllModules, useRefreshSite } from './data';
import { explainRedirect, explainReplace, type RedirectValues, type ReplaceValues } from './explain';
import { REDIRECT_LIMIT } from './kinds';
import { ModuleTable } from './ModuleTable';
import { EntriesPanel, TabIntro, useRemove } from './parts';
import { isolated } from '../../../../components/user-text';

const URL_FORM = urlDescriptor as FormDescriptor;
const REPLACE_FORM = replaceDescriptor as FormDescriptor;

export default function UrlRewriteTab() {
  const { t } = useLingui();
  const { siteId } = useSite();
  const list = useListState();
  const modules = useUserUrlRedirectListModules(siteId, list.params);
  const all = useAllModules<SiteModule>('urlRedirect');
  const [openId, setOpenId] = useState<number | null>(null);
  const used = (all.data?.data ?? []).reduce((sum, m) => sum + m.itemCount, 0);
  const open = all.data?.data.find((m) => m.id === openId) ?? modules.data?.data.find((m) => m.id === openId) ?? null;

  return (
    <>
      <TabIntro title={<Trans>URL redirect and rewrite</Trans>}>
        <Trans>
          Send visitors from old or short addresses to new ones. A module holds redirects; the domains that use it apply them. Sources are paths
          or regular expressions.
        </Trans>
      </TabIntro>
      {all.isSuccess && <RedirectCount used={used} />}
      <ModuleTable
        kind="urlRedirect"
        label={t`URL redirect modules`}
        descriptor={moduleDescriptor as FormDescriptor}
        query={modules}
        list={list}
        deleteOperation="user-urlRedirect-delete-modules"
        entriesLabel={t`Redirects`}
        empty={t`No redirect module yet. Add one, add its redirects, then choose the domains that use it.`}
        openId={open?.id ?? null}
        onOpen={(m) => setOpenId(m?.id ?? null)}
      />
      {open && <Redirects key={open.id} module={open} used={used} onClose={() => setOpenId(null)} />}
    </>
  );
}

function RedirectCount({ used }: { used: number }) {
  const { t } = useLingui();
  const limit = REDIRECT_LIMIT;
  const share = Math.min(100, (used / limit) * 100);
  return (
    <Stack gap={4} mb="md" maw={420}>
      <Text size="sm">
        <Trans>
          {used} of {limit} redirects used by this site
        </Trans>
      </Text>
      <Progress value={share} color={share >= 100 ? 'red' : share >= 90 ? 'orange' : 'blue'} aria-label={t`Redirects used`} size="sm" />
    </Stack>
  );
}

const column = columnsFor<UrlRedirectUrl>();

/** What a redirect is created again from (export, import). */
const redirectRule = (u: UrlRedirectUrl): UrlRedirectUrlInput => ({ source: u.source, target: u.target, code: u.code, ...(u.memo ? { memo: u.memo } : {}) });

function Redirects({ module, used, onClose }: { module: SiteModule; used: number; onClose: () => void }) {
  const { t } = useLingui();
  const { siteId, site } = useSite();
  const refresh = useRefreshSite();
  const list = useListState();
  const urls = useUserUrlRedirectListUrls(siteId, module.id, list.params);
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: RedirectValues; id?: number } | null>(null);
  const [replacing, setReplacing] = useState<{ ids: number[] | null } | null>(null);
  const { remove, pending } = useRemove('user-urlRedirect-delete-urls', { moduleId: module.id });
  const full = used >= REDIRECT_LIMIT;
  const path = { siteId, moduleId: module.id };

  const columns = useMemo(
    () => [
      column.accessor('source', {
        id: 'source',
        header: () => t`Source`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {getValue()}
          </Text>
        ),
      }),
      column.accessor('target', {
        id: 'target',
        header: () => t`Target`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {getValue()}
          </Text>
        ),
      }),
      column.accessor('code', {
        id: 'code',
        header: () => t`Type`,
        enableSorting: false,
        cell: ({ getValue }) =>
          getValue() === 301 ? (
            <Badge variant="light" color="blue" miw="max-content">
              <Trans>301 permanent</Trans>
            </Badge>
          ) : (
            <Badge variant="light" color="grape" miw="max-content">
              <Trans>302 temporary</Trans>
            </Badge>
          ),
      }),
      column.accessor('memo', {
        id: 'memo',
        header: () => t`Memo`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {getValue() ?? ''}
          </Text>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const u = row.original;
          return (
            <Group gap={4} wrap="nowrap">
              <Button size="compact-sm" variant="subtle" aria-label={t`Edit ${u.source}`} onClick={() => setEditing({ mode: 'edit', id: u.id, initial: redirectRule(u) })}>
                <Trans>Edit</Trans>
              </Button>
              <ConfirmButton
                size="compact-sm"
                variant="subtle"
                aria-label={t`Remove ${u.source}`}
                title={t`Remove this redirect?`}
                message={t`Requests for ${u.source} will no longer be redirected.`}
                confirmLabel={t`Remove`}
                loading={pending}
                onConfirm={() => remove([u.id])}
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

  const addButton = (
    <Button onClick={() => setEditing({ mode: 'create', initial: { code: 301 } })} disabled={full}>
      <Trans>Add redirect</Trans>
    </Button>
  );

  return (
    <EntriesPanel title={t`Redirects of ${isolated(module.name)}`} onClose={onClose} description={module.memo}>
      {full && (
        <Alert color="orange" variant="light" mb="sm" title={t`This site has reached ${REDIRECT_LIMIT} redirects`}>
          <Trans>Remove redirects, here or in another module, before adding new ones.</Trans>
        </Alert>
      )}
      <ResourceTable
        label={t`Redirects of ${isolated(module.name)}`}
        columns={columns}
        query={urls}
        list={list}
        rowId={(u) => String(u.id)}
        height={480}
        empty={t`No redirect in this module yet.`}
        toolbar={
          <>
            {full ? (
              <Tooltip label={t`The site already holds ${REDIRECT_LIMIT} redirects.`}>
                <span>{addButton}</span>
              </Tooltip>
            ) : (
              addButton
            )}
            <Button variant="default" onClick={() => setReplacing({ ids: null })} disabled={module.itemCount === 0}>
              <Trans>Replace in targets</Trans>
            </Button>
            <RuleTransfer<UrlRedirectUrlInput>
              kind="module.urlRedirect.urls"
              site={site.siteName}
              schema={URL_FORM.schema}
              loadAll={async () => {
                const answer = await callOperation<{ data: UrlRedirectUrl[] }>('user-urlRedirect-list-urls', { path, query: { page: 1, pageSize: REDIRECT_LIMIT } });
                return answer.data.map(redirectRule);
              }}
              check={(rules) => {
                const after = used + rules.length;
                if (after > REDIRECT_LIMIT) return t`The file holds ${rules.length} redirects: the site would have ${after}, more than the ${REDIRECT_LIMIT} a site may hold.`;
                const sources = new Set<string>();
                for (const rule of rules) {
                  if (sources.has(rule.source)) return t`The file redirects ${rule.source} twice.`;
                  sources.add(rule.source);
                }
                return null;
              }}
              onImport={async (rules) => {
                await callOperation('user-urlRedirect-create-urls', { path, body: { urls: rules } });
                await refresh();
              }}
            />
          </>
        }
        bulkActions={(selected, clear) => (
          <>
            <Button size="xs" variant="light" onClick={() => setReplacing({ ids: selected.map((u) => u.id) })}>
              <Trans>Replace in the selected</Trans>
            </Button>
            <ConfirmButton
              size="xs"
              title={t`Remove ${selected.length} redirects?`}
              message={t`Requests for their sources will no longer be redirected.`}
              confirmLabel={t`Remove`}
              loading={pending}
              onConfirm={async () => {
                await remove(selected.map((u) => u.id));
                clear();
              }}
            >
              <Trans>Remove selected</Trans>
            </ConfirmButton>
          </>
        )}
      />
      <RowFormModal<RedirectValues>
        descriptor={URL_FORM}
        editing={editing}
        path={path}
        extraBody={editing?.mode === 'edit' ? { id: editing.id } : undefined}
        invalidate={sitePrefix(siteId)}
        preview={explainRedirect}
        describeValue={choiceNames(URL_FORM)}
        meta={{ duplicateMessage: t`This module already redirects this source.` }}
        onClose={() => setEditing(null)}
      />
      <ReplaceModal moduleId={module.id} ids={replacing?.ids ?? null} opened={replacing !== null} onClose={() => setReplacing(null)} />
    </EntriesPanel>
  );
}

function ReplaceModal({ moduleId, ids, opened, onClose }: { moduleId: number; ids: number[] | null; opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Replace in targets`} size="lg" closeButtonProps={{ 'aria-label': t`Close` }}>
      {opened && <ReplaceForm moduleId={moduleId} ids={ids} onDone={onClose} />}
    </Modal>
  );
}

function ReplaceForm({ moduleId, ids, onDone }: { moduleId: number; ids: number[] | null; onDone: () => void }) {
  const { t } = useLingui();
  const { siteId } = useSite();
  const refresh = useRefreshSite();
  const [values, setValues] = useState<ReplaceValues>({});
  const mutation = useMutation({
    mutationFn: (body: { search: string; replacement: string; ids?: number[] }) =>
      callOperation<{ data: UrlRedirectReplaced }>('user-urlRedirect-replace-urls', { path: { siteId, moduleId }, body }),
  });
  return (
    <Stack>
      <EffectPreview sentence={explainReplace(values, ids ? ids.length : null)} />
      <SchemaForm<ReplaceValues>
        descriptor={REPLACE_FORM}
        initial={{}}
        busy={mutation.isPending}
        submitLabel={t`Replace`}
        onChange={setValues}
        actions={
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        }
        onSubmit={(form) =>
          mutation.mutate(
            { search: form.search ?? '', replacement: form.replacement ?? '', ...(ids ? { ids } : {}) },
            {
              onSuccess: async (answer) => {
                const replaced = answer.data.replaced;
                notifySuccess(t`Replaced in ${replaced} targets.`);
                onDone();
                await refresh();
              },
            },
          )
        }
      />
    </Stack>
  );
}
