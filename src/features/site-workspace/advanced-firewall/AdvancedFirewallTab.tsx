// Advanced firewall (spec 2: advanced firewall; spec 3: default advance rule and default positions rule):
// the order in which the firewall lists run for each URL (a list descriptor whose rows are saved whole,
// forms/user/lists/advance-rules.list.json), and the site's default region rule. Both are saved with PUT
// firewall/setting/advance.
import { useLingui } from '@lingui/react/macro';
import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import advanceRules from '../../../../forms/user/lists/advance-rules.list.json';
import positionsForm from '../../../../forms/user/advanced-positions.form.json';
import { useUserFirewallGetFirewall, useUserFirewallSetAdvance } from '../../../api/generated/hooks/firewall/firewall';
import type { FirewallPositionsRule } from '../../../api/generated/model';
import { notifyInfo, notifySuccess } from '../../../services/feedback';
import { EffectPreview } from '../../../components/rules/EffectPreview';
import { defineList } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { ChangeReview, hasChanges } from '../../../schema-form/ChangeReview';
import { defineForm } from '../../../schema-form/descriptor';
import { invalidateAfter } from '../../../schema-form/invalidate';
import { SchemaForm } from '../../../schema-form/SchemaForm';
import { translateText } from '../../../schema-form/translate';
import { useSite } from '../context';
import { SiteLists } from '../lists';
import { explainPositions } from './explain';
import { formValues, withChoices } from './kit/descriptors';
import { type Regions, useRegions } from './kit/useRegions';
import { LoadFailed } from '../../../components/LoadFailed';

const POSITIONS = defineForm(positionsForm);

export default function AdvancedFirewallTab() {
  const { t } = useLingui();
  const { siteId } = useSite();
  const firewall = useUserFirewallGetFirewall(siteId);
  const regions = useRegions();

  if (firewall.isPending) return <Loader aria-label={t`Loading`} />;
  if (firewall.isError) {
    return <LoadFailed title={t`The firewall of this site could not be loaded.`} onRetry={firewall.refetch} />;
  }
  const data = firewall.data.data;
  return (
    <Stack gap="xl">
      <SiteLists>
        <RuleList list={defineList(advanceRules)} />
      </SiteLists>
      {regions.ready ? (
        <PositionsRule key={JSON.stringify(data.positionsRule)} siteId={siteId} saved={data.positionsRule} regions={regions} />
      ) : (
        <Loader aria-label={t`Loading`} />
      )}
    </Stack>
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
                notifySuccess(t`Default region rule saved`);
                setPending(null);
                await invalidateAfter(queryClient, 'user-firewall-set-advance', { siteId });
              },
              onError: () => setPending(null),
            },
          );
        }}
      />
    </Card>
  );
}
