// What is particular to the WAF module list (forms/user/lists/waf.list.json): the rule choices come from the
// server (the form's choices, every one for a new module, the names in the explanation and the rules column).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useUserWafCheckAdvExists, useUserWafListDefaultRules } from '../../../api/generated/hooks/waf/waf';
import type { FirewallBlockType, WafModule } from '../../../api/generated/model';
import { FORMS } from '../../../kit/lists/found';
import type { Cell, ListOverride, OverrideState } from '../../../kit/lists/scope';
import { useSite } from '../context';
import { withChoices } from '../advanced-firewall/kit/descriptors';
import { BLOCK_TYPES } from '../advanced-firewall/kit/labels';
import { categoryName, explainWafModule } from './explain';

/** A name used inside sentences, at the start of a cell. */
export const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export function useRuleSet() {
  const defaults = useUserWafListDefaultRules({ query: { staleTime: Infinity } });
  const rules = useMemo(() => defaults.data?.data ?? [], [defaults.data]);
  return { defaults, rules };
}

/** Rules offered by the server: the form's choices, every one for a new module, and the explanation's names. */
function useWafModules(): OverrideState {
  const { rules } = useRuleSet();
  return useMemo(
    () => ({
      form: withChoices(
        FORMS.get('user.waf.module'),
        'ruleIDs',
        rules.map((r) => ({ value: r.id, label: r.name })),
        'checkboxes',
      ),
      initial: { ruleIDs: rules.map((r) => r.id) },
      explain: (values, row) => explainWafModule({ ...values, domainIDs: row?.domainIDs as number[] | undefined } as Parameters<typeof explainWafModule>[0], rules),
    }),
    [rules],
  );
}

function NoModuleYet() {
  const { t } = useLingui();
  const { siteId } = useSite();
  const exists = useUserWafCheckAdvExists(siteId);
  return exists.data && !exists.data.data ? (
    <Alert color="blue" variant="light" mb="md" title={t`No WAF module protects this site yet`}>
      <Trans>Add a module with the rules you need, then bind it to the domains it should protect.</Trans>
    </Alert>
  ) : null;
}

export const WAF_OVERRIDES: Record<string, ListOverride> = { 'waf.modules': { use: useWafModules, before: NoModuleYet } };

/** How many rules of the set a module runs, and of which kinds. */
const WafRules: Cell = ({ row }) => {
  const { t } = useLingui();
  const { rules } = useRuleSet();
  const ids = new Set((row as unknown as WafModule).ruleIDs);
  const kinds = [...new Set(rules.filter((r) => ids.has(r.id)).map((r) => categoryName(r.category)))].map(capitalised);
  return (
    <Stack gap={2}>
      <Text size="sm">{rules.length > 0 && ids.size >= rules.length ? t`All ${ids.size} rules` : plural(ids.size, { one: '# rule', other: '# rules' })}</Text>
      <Text size="xs" c="dimmed" lineClamp={2}>
        {kinds.join(', ')}
      </Text>
    </Stack>
  );
};

/** What a rule's catches get (refused, accepted, passed on). */
const BlockType: Cell = ({ value }) => {
  const { i18n } = useLingui();
  const type = BLOCK_TYPES[value as FirewallBlockType];
  return type ? (
    <Badge variant="light" color={type.color} miw="max-content">
      {i18n._(type.label)}
    </Badge>
  ) : null;
};

/** The attack class of a rule of the set, at the start of a cell. */
const WafCategory: Cell = ({ value }) => <>{capitalised(categoryName(String(value ?? '')))}</>;

export const WAF_CELLS: Record<string, Cell> = { wafRules: WafRules, blockType: BlockType, wafCategory: WafCategory };

