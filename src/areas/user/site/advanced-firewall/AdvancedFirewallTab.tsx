// Advanced firewall (spec 2: advanced firewall; spec 3: default advance rule and default positions rule):
// the order in which the firewall lists run for each URL, reordered by dragging, and the site's default
// region rule. Both are saved with PUT firewall/setting/advance.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Code, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useUserFirewallGetFirewall, userFirewallGetFirewall, useUserFirewallSetAdvance } from '../../../../api/generated/hooks/firewall/firewall';
import type { FirewallAdvanceRule, FirewallPositionsRule } from '../../../../api/generated/model';
import { notifyInfo, notifySuccess } from '../../../../app/feedback';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { PermittedButton } from '../../../../components/Permitted';
import { EffectPreview } from '../../../../components/rules/EffectPreview';
import { RuleTransfer } from '../../../../components/rules/RuleTransfer';
import { SortableRows } from '../../../../components/rules/SortableRows';
import ruleForm from '../../../../../forms/user/advanced-rule.form.json';
import positionsForm from '../../../../../forms/user/advanced-positions.form.json';
import { ChangeReview, hasChanges } from '../../../../schema-form/ChangeReview';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { invalidateUnder } from '../../../../schema-form/invalidate';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { SchemaForm } from '../../../../schema-form/SchemaForm';
import { translateText } from '../../../../schema-form/translate';
import { useSite } from '../context';
import { explainAdvanceRule, explainPositions } from './explain';
import { formValues, withChoices } from './kit/descriptors';
import { RULE_KINDS } from './kit/labels';
import { type Regions, useRegions } from './kit/useRegions';

const RULE = ruleForm as FormDescriptor;
/** The call replaces the whole order: the screen sends every rule, the one being written in its place. */
const RULE_EDIT: FormDescriptor = { ...RULE, create: { operation: 'user-firewall-set-advance' }, update: { operation: 'user-firewall-set-advance' } };
const POSITIONS = positionsForm as FormDescriptor;

const keyOf = (rule: FirewallAdvanceRule) => `${rule.type}|${rule.rule}`;
const asRule = (rule: FirewallAdvanceRule): FirewallAdvanceRule => ({ type: rule.type, rule: rule.rule, ruleModules: [...rule.ruleModules] });

export default function AdvancedFirewallTab() {
  const { t } = useLingui();
  const { siteId } = useSite();
  const firewall = useUserFirewallGetFirewall(siteId);
  const regions = useRegions();

  if (firewall.isPending) return <Loader aria-label={t`Loading`} />;
  if (firewall.isError) {
    return (
      <Alert color="red" title={t`The firewall of this site could not be loaded.`}>
        <Button variant="light" onClick={() => void firewall.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Alert>
    );
  }
  const data = firewall.data.data;
  return (
    <Stack gap="xl">
      <AdvanceOrder siteId={siteId} rules={data.advanceRules} />
      {regions.ready ? (
        <PositionsRule key={JSON.stringify(data.positionsRule)} siteId={siteId} saved={data.positionsRule} regions={regions} />
      ) : (
        <Loader aria-label={t`Loading`} />
      )}
    </Stack>
  );
}

function AdvanceOrder({ siteId, rules }: { siteId: number; rules: FirewallAdvanceRule[] }) {
  const { t, i18n } = useLingui();
  const { site } = useSite();
  const queryClient = useQueryClient();
  const save = useUserFirewallSetAdvance();
  // The order being saved after a drag; the saved order again once the list is read back (or on a refusal).
  const [moved, setMoved] = useState<{ of: FirewallAdvanceRule[]; order: FirewallAdvanceRule[] } | null>(null);
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: FirewallAdvanceRule; index: number } | null>(null);
  const shown = moved?.of === rules ? moved.order : rules;
  const refresh = () => invalidateUnder(queryClient, `/user/site/${siteId}/firewall`);

  const saveOrder = (next: FirewallAdvanceRule[], success: string) =>
    save.mutateAsync({ siteId, data: { rules: next.map(asRule) } }).then(async () => {
      notifySuccess(success);
      await refresh();
    });

  const toBody = (values: FirewallAdvanceRule) => {
    const next = rules.map(asRule);
    if (editing?.mode === 'edit') next.splice(editing.index, 1, asRule(values));
    else next.unshift(asRule(values));
    return { rules: next };
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4} maw={640}>
            <Title order={2} fz="h4">
              <Trans>Firewall order by URL</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                Each request follows the first rule whose URL it matches, and goes through that rule's firewall lists in order. New rules
                go first; drag a rule to change the order.
              </Trans>
            </Text>
          </Stack>
          <Group gap="xs">
            <RuleTransfer<FirewallAdvanceRule>
              kind="firewall.advance"
              site={site.siteName}
              schema={RULE.schema}
              loadAll={async () => (await userFirewallGetFirewall(siteId)).data.advanceRules.map(asRule)}
              onImport={(imported) => saveOrder([...rules, ...imported], t`Create Success!`)}
            />
            <PermittedButton operation="user-firewall-set-advance" path={{ siteId }} size="xs" onClick={() => setEditing({ mode: 'create', initial: {} as FirewallAdvanceRule, index: 0 })}>
              <Trans>Add rule</Trans>
            </PermittedButton>
          </Group>
        </Group>
        <SortableRows<FirewallAdvanceRule>
          items={shown}
          id={keyOf}
          name={(rule) => rule.rule}
          disabled={save.isPending}
          onReorder={(order) => {
            setMoved({ of: rules, order });
            saveOrder(order, t`Update Success!`).catch(() => setMoved(null));
          }}
          render={(rule, index) => (
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={4} style={{ minWidth: 0 }}>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="outline" color="gray" tt="none">
                    {rule.type === 'regex' ? t`Expression` : t`URL prefix`}
                  </Badge>
                  <Code style={{ overflowWrap: 'anywhere' }}>{rule.rule}</Code>
                </Group>
                <Group gap={4}>
                  {rule.ruleModules.length === 0 ? (
                    <Text size="xs" c="dimmed">
                      <Trans>No firewall list runs.</Trans>
                    </Text>
                  ) : (
                    rule.ruleModules.map((kind, position) => (
                      <Badge key={kind} size="sm" variant="light" tt="none">
                        {position + 1}. {i18n._(RULE_KINDS[kind])}
                      </Badge>
                    ))
                  )}
                </Group>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ mode: 'edit', initial: formValues<FirewallAdvanceRule>(rule, RULE.schema), index })}>
                  <Trans>Edit</Trans>
                </Button>
                <ConfirmButton
                  operation="user-firewall-set-advance"
                  path={{ siteId }}
                  size="compact-sm"
                  variant="subtle"
                  disabled={rules.length <= 1}
                  title={t`Remove this rule?`}
                  message={t`Requests to ${rule.rule} will follow the next matching rule instead.`}
                  confirmLabel={t`Remove`}
                  loading={save.isPending}
                  onConfirm={() =>
                    saveOrder(
                      rules.filter((_, i) => i !== index),
                      t`Remove Success!`,
                    ).catch(() => undefined)
                  }
                >
                  <Trans>Remove</Trans>
                </ConfirmButton>
              </Group>
            </Group>
          )}
        />
        {rules.length <= 1 && (
          <Text size="xs" c="dimmed">
            <Trans>The order keeps at least one rule: edit it, or add another rule before removing it.</Trans>
          </Text>
        )}
      </Stack>
      <RowFormModal<FirewallAdvanceRule>
        descriptor={RULE_EDIT}
        editing={editing}
        path={{ siteId }}
        toBody={toBody}
        invalidate={`/user/site/${siteId}/firewall`}
        onClose={() => setEditing(null)}
        preview={explainAdvanceRule}
        meta={{ duplicateMessage: t`Another rule already matches this URL the same way.` }}
      />
    </Card>
  );
}

function PositionsRule({ siteId, saved, regions }: { siteId: number; saved: FirewallPositionsRule; regions: Regions }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const save = useUserFirewallSetAdvance();
  const initial = useMemo(() => formValues<FirewallPositionsRule>(saved, POSITIONS.schema), [saved]);
  const descriptor = useMemo(() => withChoices(POSITIONS, 'positions', regions.choices), [regions.choices]);
  const [values, setValues] = useState<FirewallPositionsRule>(initial);
  const [pending, setPending] = useState<FirewallPositionsRule | null>(null);
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs" mb="md" maw={760}>
        <Title order={2} fz="h4">
          {translateText(POSITIONS.title)}
        </Title>
        <Text size="sm" c="dimmed">
          {translateText(POSITIONS.description!)}
        </Text>
        <EffectPreview sentence={explainPositions(values, regions.name)} />
      </Stack>
      <div style={{ maxWidth: 760 }}>
        <SchemaForm<FirewallPositionsRule>
          descriptor={descriptor}
          initial={initial}
          busy={save.isPending}
          onChange={setValues}
          onSubmit={(next) => (hasChanges(initial, next) ? setPending(next) : notifyInfo(t`Nothing has changed.`))}
        />
      </div>
      <ChangeReview
        opened={pending !== null}
        schema={POSITIONS.schema}
        before={initial}
        after={pending ?? {}}
        busy={save.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          save.mutate(
            { siteId, data: { positionsRule: { ...pending, urlRegex: pending.urlRegex || null } } },
            {
              onSuccess: async () => {
                notifySuccess(t`Update Success!`);
                setPending(null);
                await invalidateUnder(queryClient, `/user/site/${siteId}/firewall`);
              },
              onError: () => setPending(null),
            },
          );
        }}
      />
    </Card>
  );
}
