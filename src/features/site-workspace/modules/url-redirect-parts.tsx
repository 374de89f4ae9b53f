// What is particular to the URL redirect lists (forms/user/lists/url-redirects.list.json and
// url-redirect-urls.list.json): a site holds at most 3000 redirects (spec 9; 205007), so the count is shown and adding past it is refused before
// anything is sent, and targets can be rewritten in bulk ("Replace in targets").
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { DialogCancel, Modal } from '../../../components/leave-guard/GuardedModal';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import replaceDescriptor from '../../../../forms/user/module-url-redirect-replace.form.json';
import type { SiteModule, UrlRedirectReplaced } from '../../../api/generated/model';
import { notifySuccess } from '../../../services/feedback';
import { EffectPreview } from '../../../components/rules/EffectPreview';
import type { ListOverride, OverrideProps, Row } from '../../../kit/lists/scope';
import { defineForm } from '../../../schema-form/descriptor';
import { callOperation } from '../../../schema-form/operations';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { useSite } from '../context';
import { useAllModules, useRefreshAfter } from './data';
import { explainReplace, type ReplaceValues } from './explain';
import { REDIRECT_LIMIT } from './kinds';

const REPLACE_FORM = defineForm(replaceDescriptor);

/** Redirects the site holds now, all modules together. */
function useRedirectsUsed() {
  const all = useAllModules<SiteModule>('urlRedirect');
  return { used: (all.data?.data ?? []).reduce((sum, m) => sum + m.itemCount, 0), known: all.isSuccess };
}

function ModulesBefore() {
  const { used, known } = useRedirectsUsed();
  return known ? <RedirectCount used={used} /> : null;
}

function FullAlert() {
  const { t } = useLingui();
  const { used } = useRedirectsUsed();
  return used >= REDIRECT_LIMIT ? (
    <Alert color="orange" variant="light" mb="sm" title={t`This site has reached ${REDIRECT_LIMIT} redirects`}>
      <Trans>Remove redirects, here or in another module, before adding new ones.</Trans>
    </Alert>
  ) : null;
}

function ReplaceAll({ parent }: OverrideProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} disabled={!parent || parent.itemCount === 0}>
        <Trans>Replace in targets</Trans>
      </Button>
      {parent && <ReplaceModal moduleId={parent.id} ids={null} opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}

function ReplaceSelected({ parent, selected }: OverrideProps & { selected: Row[] }) {
  const [ids, setIds] = useState<number[] | null>(null);
  return (
    <>
      <Button size="xs" variant="light" onClick={() => setIds(selected.map((u) => u.id))}>
        <Trans>Replace in the selected</Trans>
      </Button>
      {parent && <ReplaceModal moduleId={parent.id} ids={ids} opened={ids !== null} onClose={() => setIds(null)} />}
    </>
  );
}

function useRedirectLimit(): ReturnType<NonNullable<ListOverride['use']>> {
  const { t } = useLingui();
  const { used } = useRedirectsUsed();
  return {
    addRefused: used >= REDIRECT_LIMIT ? t`The site already holds ${REDIRECT_LIMIT} redirects.` : null,
    importCheck: (rules) => {
      const after = used + rules.length;
      return after > REDIRECT_LIMIT ? t`The file holds ${rules.length} redirects: the site would have ${after}, more than the ${REDIRECT_LIMIT} a site may hold.` : null;
    },
  };
}

export const URL_REDIRECT_OVERRIDES: Record<string, ListOverride> = {
  'urlRedirect.modules': { before: ModulesBefore },
  'urlRedirect.urls': { before: FullAlert, toolbar: ReplaceAll, bulk: ReplaceSelected, use: useRedirectLimit },
};

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
  const refresh = useRefreshAfter();
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
          <DialogCancel onCancel={onDone} />
        }
        onSubmit={(form) =>
          mutation.mutate(
            { search: form.search ?? '', replacement: form.replacement ?? '', ...(ids ? { ids } : {}) },
            {
              onSuccess: async (answer) => {
                const replaced = answer.data.replaced;
                notifySuccess(t`Replaced in ${replaced} targets.`);
                onDone();
                await refresh('user-urlRedirect-replace-urls');
              },
            },
          )
        }
      />
    </Stack>
  );
}
