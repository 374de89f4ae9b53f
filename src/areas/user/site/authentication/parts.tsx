// What is particular to the verification rules (forms/user/lists/auth-rules.list.json): the groups a rule
// may name come from the server (choices, names in the row and in the explanation; no group yet: no rule),
// and a rule file names its groups by name, so that it can be imported into another site.
import { useLingui } from '@lingui/react/macro';
import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { userSiteAuthListMetaGroups, userSiteAuthListRules, useUserSiteAuthListMetaGroups } from '../../../../api/generated/hooks/site-auth/site-auth';
import type { AuthRuleInput } from '../../../../api/generated/model';
import { createEach } from '../../../../components/rules/create-each';
import { RuleTransfer } from '../../../../components/rules/RuleTransfer';
import { UserText } from '../../../../components/UserText';
import { FORMS } from '../../../../kit/lists/found';
import { type Cell, type CellProps, type ListOverride, type OverrideProps, type OverrideState, useListScope } from '../../../../kit/lists/scope';
import { compactBody, formValues } from '../../../../kit/lists/values';
import { invalidateUnder } from '../../../../schema-form/invalidate';
import { callOperation } from '../../../../schema-form/operations';
import { methodWords } from '../access-control/explain';
import { withChoices } from '../advanced-firewall/kit/descriptors';
import { takenKeyProblem } from '../advanced-firewall/kit/transfer';
import { explainAuthRule, type GroupInfo } from './explain';

const ALL = { page: 1, pageSize: 5000 };

/** The site's verification groups by id (for the choices, the rows and the explanations). */
export function useGroups(siteId: number): ReadonlyMap<number, GroupInfo> {
  const meta = useUserSiteAuthListMetaGroups(siteId);
  return useMemo(() => new Map<number, GroupInfo>((meta.data?.data ?? []).map((g) => [g.id, { name: g.name, type: g.type }])), [meta.data]);
}

/** What a rule asks: its paths, methods and groups, with its name and note. */
function RuleSummary({ row }: CellProps) {
  const { t } = useLingui();
  const groups = useGroups(useListScope().path.siteId!);
  const methods = row.methodValues as AuthRuleInput['methodValues'];
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {String(row.name ?? '')}
      </Text>
      <Group gap="xs" wrap="wrap">
        <Code>{String(row.urlRegex ?? '')}</Code>
        <Text size="xs" c="dimmed">
          {methods?.length ? methodWords(methods) : t`Any method`}
        </Text>
        {((row.groupIDs as number[] | undefined) ?? []).map((id) => (
          <Badge key={id} size="sm" variant="outline" tt="none">
            {groups.get(id)?.name ?? `#${id}`}
          </Badge>
        ))}
      </Group>
      {typeof row.memo === 'string' && row.memo && <UserText value={row.memo} size="xs" c="dimmed" lines={2} />}
    </Stack>
  );
}

/** A rule as exported: its groups by name (ids differ from site to site). */
type RuleFileRow = Omit<AuthRuleInput, 'groupIDs' | 'id' | 'priority'> & { groupNames: string[] };

function fileSchemaOf(form: RJSFSchema): RJSFSchema {
  const { groupIDs: _ids, ...fileProperties } = form.properties as Record<string, RJSFSchema>;
  return {
    type: 'object',
    required: ['name', 'urlRegex', 'groupNames', 'enabled'],
    additionalProperties: false,
    properties: { ...fileProperties, groupNames: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: { type: 'string', minLength: 1, maxLength: 64 } } },
  };
}

/** Export and import of rule files, with the groups by name. */
function RuleFiles({ list, path }: OverrideProps) {
  const { t } = useLingui();
  const scope = useListScope();
  const queryClient = useQueryClient();
  const siteId = path.siteId!;
  const form = FORMS.get(list.form);
  const schema = useMemo(() => fileSchemaOf(form.schema), [form]);
  const groups = useGroups(siteId);
  return (
    <RuleTransfer<RuleFileRow>
      kind="auth.rule"
      site={scope.placeName}
      schema={schema}
      loadAll={async () =>
        (await userSiteAuthListRules(siteId, ALL)).data.map(({ groupIDs, ...rule }) => ({
          ...compactBody(formValues<Omit<AuthRuleInput, 'groupIDs'>>(rule, schema)),
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
              callOperation(form.create!.operation, { path, body: compactBody({ ...row, groupIDs: groupNames.map((name) => known.get(name.toLowerCase())!) }) }),
            progress,
          );
        } finally {
          await invalidateUnder(queryClient, scope.invalidate);
        }
      }}
    />
  );
}

function useRules({ list, path }: OverrideProps): OverrideState {
  const { t } = useLingui();
  const groups = useGroups(path.siteId!);
  return useMemo(
    () => ({
      form: withChoices(
        FORMS.get(list.form),
        'groupIDs',
        [...groups].map(([id, g]) => ({ value: id, label: g.name })),
      ),
      explain: (values) => explainAuthRule(values, groups),
      addRefused: groups.size === 0 ? t`Create a verification group first: a rule asks for the credentials of its groups.` : null,
    }),
    [list.form, groups, t],
  );
}

export const AUTH_OVERRIDES: Record<string, ListOverride> = {
  'auth.rules': { use: useRules, toolbar: RuleFiles },
};

export const AUTH_CELLS: Record<string, Cell> = {
  authRule: RuleSummary,
};
