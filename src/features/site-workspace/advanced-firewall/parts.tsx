// What is particular to the advanced firewall's order by URL (forms/user/lists/advance-rules.list.json): a
// rule shows how it matches and the firewall lists it runs, in order; its explanation.
import { useLingui } from '@lingui/react/macro';
import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import type { FirewallAdvanceRule, FirewallRuleKind } from '../../../api/generated/model';
import type { Cell, CellProps, Explanation } from '../../../kit/lists/scope';
import { explainAdvanceRule } from './explain';
import { RULE_KINDS } from './kit/labels';

function AdvanceRule({ row }: CellProps) {
  const { t, i18n } = useLingui();
  const modules = (row.ruleModules as FirewallRuleKind[] | undefined) ?? [];
  return (
    <Stack gap={4} style={{ minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap">
        <Badge variant="outline" color="gray" tt="none">
          {row.type === 'regex' ? t`Expression` : t`URL prefix`}
        </Badge>
        <Code style={{ overflowWrap: 'anywhere' }}>{String(row.rule ?? '')}</Code>
      </Group>
      <Group gap={4}>
        {modules.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t`No firewall list runs.`}
          </Text>
        ) : (
          modules.map((kind, position) => (
            <Badge key={kind} size="sm" variant="light" tt="none">
              {position + 1}. {i18n._(RULE_KINDS[kind])}
            </Badge>
          ))
        )}
      </Group>
    </Stack>
  );
}

export const ADVANCED_CELLS: Record<string, Cell> = { advanceRule: AdvanceRule };

export const ADVANCED_EXPLANATIONS: Record<string, Explanation> = {
  advanceRule: (values) => explainAdvanceRule(values as Partial<FirewallAdvanceRule>),
};
