// Cache (spec 2: cache): the site's cache rules (by file types or by URL path; cache time, 0 = no caching;
// follow the origin or force), created and edited from their descriptor; clearing the cache and purging URLs.
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import descriptor from '../../../../../forms/user/site-cache-rule.form.json';
import { useUserCacheDeleteRule, useUserCacheDeleteRules, useUserCacheListRules } from '../../../../api/generated/hooks/cache/cache';
import type { UserCacheRule } from '../../../../api/generated/model';
import { notifySuccess } from '../../../../app/feedback';
import { reported } from '../../../../app/swallow';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { PermittedButton } from '../../../../components/Permitted';
import { columnsFor, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { invalidateUnder } from '../../../../schema-form/invalidate';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import { formatDuration } from './format';
import { choiceLabel, describeChoices } from './labels';
import { PurgeCache } from './PurgeCache';
import { Section } from './Section';

const form = descriptor as FormDescriptor;
const describeValue = describeChoices(form);
const column = columnsFor<UserCacheRule>();

export interface CacheRuleValues {
  type: UserCacheRule['type'];
  fileTypes?: string[];
  url?: string;
  cacheTime: number;
  mode: UserCacheRule['mode'];
  priority?: number;
}

/** The form's values of a rule (no id: it goes with the body, not the form). */
export const ruleValues = (rule: UserCacheRule): CacheRuleValues => ({
  type: rule.type,
  ...(rule.type === 'fileType' ? { fileTypes: rule.fileTypes ?? [] } : { url: rule.url ?? '' }),
  cacheTime: rule.cacheTime,
  mode: rule.mode,
  priority: rule.priority,
});

/** Only the target of the chosen kind is sent (a path typed before switching to file types is left out). */
export const ruleBody = (values: CacheRuleValues): CacheRuleValues => {
  const { fileTypes, url, ...rest } = values;
  return rest.type === 'fileType' ? { ...rest, fileTypes } : { ...rest, url };
};

const NEW_RULE: CacheRuleValues = { type: 'fileType', cacheTime: 86_400, mode: 'followOrigin' };

/** What a rule matches, as one line of text (names the row for screen readers). */
const ruleTarget = (rule: UserCacheRule) => (rule.type === 'fileType' ? (rule.fileTypes ?? []).join(', ') : (rule.url ?? ''));

export default function CacheTab() {
  const { t, i18n } = useLingui();
  const { siteId } = useSite();
  const queryClient = useQueryClient();
  const rules = useUserCacheListRules(siteId);
  const removeOne = useUserCacheDeleteRule();
  const removeMany = useUserCacheDeleteRules();
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: CacheRuleValues; id?: number } | null>(null);
  const refresh = () => invalidateUnder(queryClient, `/user/site/${siteId}/`);

  const columns = useMemo(
    () => [
      column.accessor('priority', { id: 'priority', header: () => t`Priority` }),
      column.display({
        id: 'target',
        header: () => t`Matches`,
        cell: ({ row }) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge variant="light" color={row.original.type === 'fileType' ? 'blue' : 'grape'} tt="none" miw="max-content">
              {choiceLabel(form, 'type', row.original.type)}
            </Badge>
            <Code style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>{ruleTarget(row.original)}</Code>
          </Group>
        ),
      }),
      column.accessor('cacheTime', {
        id: 'cacheTime',
        header: () => t`Cache time`,
        cell: ({ getValue }) =>
          getValue() === 0 ? (
            <Badge variant="light" color="gray" tt="none">
              <Trans>No caching</Trans>
            </Badge>
          ) : (
            <Text size="sm">{formatDuration(getValue(), i18n.locale)}</Text>
          ),
      }),
      column.accessor('mode', { id: 'mode', header: () => t`Mode`, cell: ({ getValue }) => choiceLabel(form, 'mode', getValue()) }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const rule = row.original;
          const target = ruleTarget(rule);
          return (
            <Group gap={4} wrap="nowrap">
              <Button size="compact-sm" variant="light" aria-label={t`Edit the rule for ${target}`} onClick={() => setEditing({ mode: 'edit', initial: ruleValues(rule), id: rule.id })}>
                <Trans>Edit</Trans>
              </Button>
              <ConfirmButton
                operation="user-cache-delete-rule"
                path={{ siteId }}
                size="compact-sm"
                variant="subtle"
                aria-label={t`Remove the rule for ${target}`}
                title={t`Remove this cache rule?`}
                message={t`The nodes stop applying the rule for ${target} at once. What they cached stays until it expires or the cache is cleared.`}
                confirmLabel={t`Remove`}
                loading={removeOne.isPending}
                onConfirm={() =>
                  reported(async () => {
                    await removeOne.mutateAsync({ siteId, data: { id: rule.id } });
                    notifySuccess(t`Remove Success!`);
                    await refresh();
                  })
                }
              >
                <Trans>Remove</Trans>
              </ConfirmButton>
            </Group>
          );
        },
      }),
    ],
    [t, i18n.locale, siteId, removeOne.isPending], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <Stack gap="lg">
      <Section
        id="cache-rules"
        title={<Trans>Cache rules</Trans>}
        description={
          <Trans>
            Which requests the nodes cache and for how long. Rules apply in priority order; without a matching rule the nodes follow your origin's Cache-Control header.
          </Trans>
        }
        actions={
          <PermittedButton operation="user-cache-create-rule" path={{ siteId }} onClick={() => setEditing({ mode: 'create', initial: NEW_RULE })}>
            <Trans>Add cache rule</Trans>
          </PermittedButton>
        }
      >
        <ResourceTable
          label={t`Cache rules`}
          columns={columns}
          query={rules}
          rowId={(rule) => String(rule.id)}
          bulkOperation={{ operation: 'user-cache-delete-rules', path: { siteId } }}
          height={480}
          empty={<Trans>No cache rules yet: the nodes follow your origin's Cache-Control header.</Trans>}
          bulkActions={(selected, clear) => {
            const count = selected.length;
            return (
              <ConfirmButton
                operation="user-cache-delete-rules"
                path={{ siteId }}
                size="xs"
                title={plural(count, { one: 'Remove # cache rule?', other: 'Remove # cache rules?' })}
                message={t`The nodes stop applying these rules at once. What they cached stays until it expires or the cache is cleared.`}
                confirmLabel={t`Remove`}
                loading={removeMany.isPending}
                onConfirm={() =>
                  reported(async () => {
                    await removeMany.mutateAsync({ siteId, data: { ids: selected.map((rule) => rule.id) } });
                    notifySuccess(t`Remove Success!`);
                    clear();
                    await refresh();
                  })
                }
              >
                <Trans>Remove selected</Trans>
              </ConfirmButton>
            );
          }}
        />
      </Section>
      <PurgeCache />
      <RowFormModal<CacheRuleValues>
        descriptor={form}
        editing={editing}
        path={{ siteId }}
        extraBody={editing?.id ? { id: editing.id } : undefined}
        toBody={ruleBody}
        describeValue={describeValue}
        meta={{ duplicateMessage: msg`Another cache rule already covers this path or one of these file types.` }}
        invalidate={`/user/site/${siteId}/`}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
