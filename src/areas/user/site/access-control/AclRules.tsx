// The rules of one access control module, in the order they run: dragged into place, switched on and off
// at once, created and edited with their descriptor, exported and imported.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useUserLuaAclCreateRule,
  useUserLuaAclDeleteRules,
  useUserLuaAclListRules,
  useUserLuaAclSetRuleEnabled,
  useUserLuaAclUpdateRule,
  userLuaAclListRules,
} from '../../../../api/generated/hooks/lua-acl/lua-acl';
import type { LuaAclRule, LuaAclRuleInput, SiteModule } from '../../../../api/generated/model';
import { notifySuccess } from '../../../../app/feedback';
import { RuleTransfer } from '../../../../components/rules/RuleTransfer';
import ruleForm from '../../../../../forms/user/acl-rule.form.json';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { invalidateUnder } from '../../../../schema-form/invalidate';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import { compactBody, formValues } from '../advanced-firewall/kit/descriptors';
import { BLOCK_TYPES } from '../advanced-firewall/kit/labels';
import { OrderedRules } from '../advanced-firewall/kit/OrderedRules';
import { Section } from '../advanced-firewall/kit/Section';
import { createEach } from '../../../../components/rules/create-each';
import { takenKeyProblem } from '../advanced-firewall/kit/transfer';
import { explainAclRule, methodWords } from './explain';
import { UserText } from '../../../../components/UserText';

const RULE = ruleForm as FormDescriptor;
/** Every rule of a module at once (a module holds at most 5000). */
const ALL = { page: 1, pageSize: 5000 };

export function AclRules({ siteId, module }: { siteId: number; module: SiteModule }) {
  const { t, i18n } = useLingui();
  const { site } = useSite();
  const queryClient = useQueryClient();
  const rules = useUserLuaAclListRules(siteId, module.id, ALL);
  const create = useUserLuaAclCreateRule();
  const update = useUserLuaAclUpdateRule();
  const remove = useUserLuaAclDeleteRules();
  const enable = useUserLuaAclSetRuleEnabled();
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: LuaAclRuleInput; id?: number } | null>(null);
  const refresh = () => invalidateUnder(queryClient, `/user/site/${siteId}/module`);
  const done = (message: string) => async () => {
    notifySuccess(message);
    await refresh();
  };
  const bodyOf = (rule: LuaAclRule) => compactBody(formValues<LuaAclRuleInput>(rule, RULE.schema));

  return (
    <Section
      title={<Trans>Rules of {module.name}</Trans>}
      description={<Trans>The first rule a request matches decides; requests no rule matches go on to the rest of the firewall.</Trans>}
      actions={
        <>
          <RuleTransfer<LuaAclRuleInput>
            kind="luaAcl.rule"
            site={site.siteName}
            schema={RULE.schema}
            loadAll={async () => (await userLuaAclListRules(siteId, module.id, ALL)).data.map(bodyOf)}
            check={async (rows) =>
              takenKeyProblem(
                rows,
                (await userLuaAclListRules(siteId, module.id, ALL)).data.map((r) => r.name),
                (row) => row.name,
              )
            }
            onImport={async (rows, progress) => {
              try {
                await createEach(rows, (row) => create.mutateAsync({ siteId, moduleId: module.id, data: compactBody(row) }), progress);
              } finally {
                await refresh();
              }
            }}
          />
          <Button size="xs" onClick={() => setEditing({ mode: 'create', initial: { name: '', blockType: 'refuse', enabled: true } })}>
            <Trans>Add rule</Trans>
          </Button>
        </>
      }
    >
      <OrderedRules<LuaAclRule>
        query={rules}
        empty={<Trans>This module has no rule yet: every request goes on to the rest of the firewall.</Trans>}
        summary={(rule) => (
          <Stack gap={4}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={500}>
                {rule.name}
              </Text>
              <Badge size="sm" variant="light" color={BLOCK_TYPES[rule.blockType].color} miw="max-content">
                {i18n._(BLOCK_TYPES[rule.blockType].label)}
              </Badge>
            </Group>
            <Group gap="xs" wrap="wrap">
              {rule.urlRegex ? <Code>{rule.urlRegex}</Code> : <Text size="xs" c="dimmed">{t`Any path`}</Text>}
              <Text size="xs" c="dimmed">
                {rule.ips?.length ? plural(rule.ips.length, { one: '# IP or range', other: '# IPs or ranges' }) : t`Any client`}
              </Text>
              <Text size="xs" c="dimmed">
                {rule.methodValues?.length ? methodWords(rule.methodValues) : t`Any method`}
              </Text>
            </Group>
            {rule.memo && (
              <UserText value={rule.memo} size="xs" c="dimmed" lines={2} />
            )}
          </Stack>
        )}
        onMove={(rule, index) =>
          update.mutateAsync({ siteId, moduleId: module.id, data: { ...bodyOf(rule), id: rule.id, priority: index + 1 } }).then(done(t`Update Success!`))
        }
        onToggle={(rule, enabled) => enable.mutateAsync({ siteId, moduleId: module.id, data: { id: rule.id, enabled } }).then(done(t`Update Success!`))}
        onEdit={(rule) => setEditing({ mode: 'edit', id: rule.id, initial: formValues<LuaAclRuleInput>(rule, RULE.schema) })}
        onRemove={(rule) => remove.mutateAsync({ siteId, moduleId: module.id, data: { ids: [rule.id] } }).then(done(t`Remove Success!`))}
        removing={remove.isPending}
      />
      <RowFormModal<LuaAclRuleInput>
        descriptor={RULE}
        editing={editing}
        path={{ siteId, moduleId: module.id }}
        extraBody={editing?.id ? { id: editing.id } : undefined}
        toBody={compactBody}
        invalidate={`/user/site/${siteId}/module`}
        onClose={() => setEditing(null)}
        preview={explainAclRule}
        meta={{ duplicateMessage: t`A rule with this name already exists in this module.` }}
      />
    </Section>
  );
}
