// Verification rules, in the order they run: each asks requests to some paths for a credential of one of
// its groups. Exported with the names of their groups, so a file can be imported into another site.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useUserSiteAuthCreateRule,
  useUserSiteAuthDeleteRules,
  useUserSiteAuthListRules,
  useUserSiteAuthUpdateRule,
  userSiteAuthListMetaGroups,
  userSiteAuthListRules,
} from '../../../../api/generated/hooks/site-auth/site-auth';
import type { AuthRule, AuthRuleInput } from '../../../../api/generated/model';
import { notifySuccess } from '../../../../app/feedback';
import { PermittedButton } from '../../../../components/Permitted';
import { RuleTransfer } from '../../../../components/rules/RuleTransfer';
import ruleForm from '../../../../../forms/user/auth-rule.form.json';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { invalidateUnder } from '../../../../schema-form/invalidate';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import { methodWords } from '../access-control/explain';
import { compactBody, formValues, withChoices } from '../advanced-firewall/kit/descriptors';
import { OrderedRules } from '../advanced-firewall/kit/OrderedRules';
import { Section } from '../advanced-firewall/kit/Section';
import { createEach } from '../../../../components/rules/create-each';
import { takenKeyProblem } from '../advanced-firewall/kit/transfer';
import { explainAuthRule, type GroupInfo } from './explain';
import { UserText } from '../../../../components/UserText';

const RULE = ruleForm as FormDescriptor;
const ALL = { page: 1, pageSize: 5000 };

/** A rule as exported: its groups by name (ids differ from site to site). */
type RuleFileRow = Omit<AuthRuleInput, 'groupIDs' | 'id' | 'priority'> & { groupNames: string[] };
const { groupIDs: _ids, ...fileProperties } = RULE.schema.properties as Record<string, RJSFSchema>;
const FILE_SCHEMA: RJSFSchema = {
  type: 'object',
  required: ['name', 'urlRegex', 'groupNames', 'enabled'],
  additionalProperties: false,
  properties: { ...fileProperties, groupNames: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 64 } } },
};

export function AuthRules({ siteId, groups }: { siteId: number; groups: ReadonlyMap<number, GroupInfo> }) {
  const { t } = useLingui();
  const { site } = useSite();
  const queryClient = useQueryClient();
  const rules = useUserSiteAuthListRules(siteId, ALL);
  const create = useUserSiteAuthCreateRule();
  const update = useUserSiteAuthUpdateRule();
  const remove = useUserSiteAuthDeleteRules();
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: AuthRuleInput; id?: number } | null>(null);
  const descriptor = useMemo(
    () =>
      withChoices(
        RULE,
        'groupIDs',
        [...groups].map(([id, g]) => ({ value: id, label: g.name })),
      ),
    [groups],
  );
  const refresh = () => invalidateUnder(queryClient, `/user/site/${siteId}/auth`);
  const done = (message: string) => async () => {
    notifySuccess(message);
    await refresh();
  };
  const bodyOf = (rule: AuthRule) => compactBody(formValues<AuthRuleInput>(rule, RULE.schema));

  return (
    <Section
      title={<Trans>Verification rules</Trans>}
      description={
        <Trans>Requests to the paths of a rule must carry a credential of one of its groups. Rules run in order; the first that matches decides.</Trans>
      }
      actions={
        <>
          <RuleTransfer<RuleFileRow>
            kind="auth.rule"
            site={site.siteName}
            schema={FILE_SCHEMA}
            loadAll={async () =>
              (await userSiteAuthListRules(siteId, ALL)).data.map(({ groupIDs, ...rule }) => ({
                ...compactBody(formValues<Omit<AuthRuleInput, 'groupIDs'>>(rule, FILE_SCHEMA)),
                groupNames: groupIDs.map((id) => groups.get(id)?.name ?? String(id)),
              }))
            }
            check={async (rows) => {
              const known = new Set((await userSiteAuthListMetaGroups(siteId)).data.map((g) => g.name.toLowerCase()));
              const missing = rows.flatMap((row) => row.groupNames).find((name) => !known.has(name.toLowerCase()));
              if (missing !== undefined) return t`This site has no verification group named "${missing}": create it first.`;
              return takenKeyProblem(
                rows,
                (await userSiteAuthListRules(siteId, ALL)).data.map((r) => r.name),
                (row) => row.name,
              );
            }}
            onImport={async (rows, progress) => {
              const known = new Map((await userSiteAuthListMetaGroups(siteId)).data.map((g) => [g.name.toLowerCase(), g.id]));
              try {
                await createEach(
                  rows,
                  ({ groupNames, ...row }) =>
                    create.mutateAsync({ siteId, data: compactBody({ ...row, groupIDs: groupNames.map((name) => known.get(name.toLowerCase())!) }) }),
                  progress,
                );
              } finally {
                await refresh();
              }
            }}
          />
          <PermittedButton operation="user-siteAuth-create-rule" path={{ siteId }} size="xs" disabled={groups.size === 0} onClick={() => setEditing({ mode: 'create', initial: { name: '', urlRegex: '', groupIDs: [], enabled: true } })}>
            <Trans>Add rule</Trans>
          </PermittedButton>
        </>
      }
    >
      {groups.size === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>Create a verification group first: a rule asks for the credentials of its groups.</Trans>
        </Text>
      )}
      <OrderedRules<AuthRule>
        query={rules}
        removeOperation={{ operation: 'user-siteAuth-delete-rules', path: { siteId } }}
        toggleOperation={{ operation: 'user-siteAuth-update-rule', path: { siteId } }}
        empty={<Trans>No verification rule yet: no request is asked for a credential.</Trans>}
        summary={(rule) => (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {rule.name}
            </Text>
            <Group gap="xs" wrap="wrap">
              <Code>{rule.urlRegex}</Code>
              <Text size="xs" c="dimmed">
                {rule.methodValues?.length ? methodWords(rule.methodValues) : t`Any method`}
              </Text>
              {rule.groupIDs.map((id) => (
                <Badge key={id} size="sm" variant="outline" tt="none">
                  {groups.get(id)?.name ?? `#${id}`}
                </Badge>
              ))}
            </Group>
            {rule.memo && (
              <UserText value={rule.memo} size="xs" c="dimmed" lines={2} />
            )}
          </Stack>
        )}
        onMove={(rule, index) => update.mutateAsync({ siteId, data: { ...bodyOf(rule), id: rule.id, priority: index + 1 } }).then(done(t`Update Success!`))}
        onToggle={(rule, enabled) => update.mutateAsync({ siteId, data: { ...bodyOf(rule), id: rule.id, enabled } }).then(done(t`Update Success!`))}
        onEdit={(rule) => setEditing({ mode: 'edit', id: rule.id, initial: formValues<AuthRuleInput>(rule, RULE.schema) })}
        onRemove={(rule) => remove.mutateAsync({ siteId, data: { ids: [rule.id] } }).then(done(t`Remove Success!`))}
        removing={remove.isPending}
      />
      <RowFormModal<AuthRuleInput>
        descriptor={descriptor}
        editing={editing}
        path={{ siteId }}
        extraBody={editing?.id ? { id: editing.id } : undefined}
        toBody={compactBody}
        invalidate={`/user/site/${siteId}/auth`}
        onClose={() => setEditing(null)}
        preview={(values) => explainAuthRule(values, groups)}
        meta={{ duplicateMessage: t`A verification rule with this name already exists.` }}
      />
    </Section>
  );
}
