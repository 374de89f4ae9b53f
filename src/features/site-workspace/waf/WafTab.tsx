// WAF (spec 2: firewall; spec 7: WAF): the site's WAF modules, each a choice of rules of the built-in
// OWASP-style rule set with what their catches get, bound to domains (forms/user/lists/waf.list.json); and the
// rule set itself. What is particular to the modules: the rule choices come from the server.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import wafList from '../../../../forms/user/lists/waf.list.json';
import type { WafDefaultRule } from '../../../api/generated/model';
import { columnsFor, ResourceTable } from '../../../components/resource-table/ResourceTable';
import { defineList } from '../../../kit/lists/descriptor';
import { Section } from '../../../kit/lists/parts';
import { listTab } from '../lists';
import { categoryName } from './explain';
import { capitalised, useRuleSet } from './parts';

const rule = columnsFor<WafDefaultRule>();
const SEVERITY: Record<string, { label: MessageDescriptor; color: string }> = {
  critical: { label: msg`Critical`, color: 'red' },
  error: { label: msg`High`, color: 'orange' },
  warning: { label: msg`Medium`, color: 'yellow' },
  notice: { label: msg`Low`, color: 'gray' },
};


export default listTab(defineList(wafList), RuleSet);

function RuleSet() {
  const { t, i18n } = useLingui();
  const { defaults } = useRuleSet();
  const ruleColumns = useMemo(
    () => [
      rule.accessor('category', { id: 'category', header: () => t`Attack`, cell: ({ getValue }) => capitalised(categoryName(getValue())) }),
      rule.accessor('name', {
        id: 'name',
        header: () => t`Rule`,
        cell: ({ row }) => (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {row.original.name}
            </Text>
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

  return (
    <Stack mt="xl">
      <Section
        title={<Trans>Built-in rule set</Trans>}
        description={<Trans>OWASP-style rules kept up to date by your service provider. Modules choose among them.</Trans>}
      >
        <ResourceTable label={t`Built-in WAF rules`} columns={ruleColumns} query={defaults} rowId={(r) => String(r.id)} height={480} />
      </Section>
    </Stack>
  );
}
