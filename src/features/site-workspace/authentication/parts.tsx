// What is particular to authentication (forms/user/lists/auth-*.list.json). Rules: the groups a rule may name
// come from the server (choices, names in the row and in the explanation; no group yet: no rule), and a rule
// file names its groups by name, so that it can be imported into another site. Groups: their kind stays as
// created. Credentials: secrets are typed masked, sent once and never shown again (an edit keeps a secret
// unless a new one is typed; a JWT issuer sends only the proof its algorithm uses).
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Badge, Code, Group, Stack, Text } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { userSiteAuthListMetaGroups, userSiteAuthListRules, useUserSiteAuthListMetaGroups } from '../../../api/generated/hooks/site-auth/site-auth';
import type { AuthGroupType, AuthRuleInput } from '../../../api/generated/model';
import { createEach } from '../../../components/rules/create-each';
import { RuleTransfer } from '../../../kit/RuleTransfer';
import { UserText } from '../../../components/UserText';
import { FORMS } from '../../../kit/lists/found';
import { type Cell, type CellProps, type ListOverride, type OverrideProps, type OverrideState, useListScope } from '../../../kit/lists/scope';
import { compactBody, formValues } from '../../../kit/lists/values';
import { invalidateAfter, type OperationId } from '../../../api/invalidate';
import { invalidateUnder } from '../../../schema-form/invalidate';
import { callOperation } from '../../../schema-form/operations';
import { methodWords } from '../access-control/explain';
import { withChoices, withOptional, withUi } from '../advanced-firewall/kit/descriptors';
import { takenKeyProblem } from '../advanced-firewall/kit/transfer';
import groupNamesSchema from './group-names.validator.json';
import { explainAuthRule, explainCredential, type GroupInfo } from './explain';

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
    properties: { ...fileProperties, groupNames: groupNamesSchema as RJSFSchema },
  };
}

/** Export and import of rule files, with the groups by name. */
function RuleFiles({ list, path }: OverrideProps) {
  const { t } = useLingui();
  const scope = useListScope();
  const queryClient = useQueryClient();
  const siteId = path.siteId!;
  const form = FORMS.get(list.form!);
  const schema = useMemo(() => fileSchemaOf(form.schema), [form]);
  const groups = useGroups(siteId);
  return (
    <RuleTransfer<RuleFileRow>
      kind="auth.rule"
      site={scope.placeName}
      importCall={{ operation: form.create!.operation, path }}
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
          // What the contract says creating a rule changes (the scope's prefix where it names one).
          await (scope.invalidate ? invalidateUnder(queryClient, scope.invalidate) : invalidateAfter(queryClient, form.create!.operation as OperationId, path));
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
        FORMS.get(list.form!),
        'groupIDs',
        [...groups].map(([id, g]) => ({ value: id, label: g.name })),
      ),
      explain: (values) => explainAuthRule(values, groups),
      addRefused: groups.size === 0 ? t`Create a verification group first: a rule asks for the credentials of its groups.` : null,
    }),
    [list.form, groups, t],
  );
}

type Values = Record<string, unknown>;
const isHs = (algorithm: unknown) => typeof algorithm === 'string' && algorithm.startsWith('HS');
/** The secret field of each kind of credential: never read back into the form, kept unless a new one is typed. */
const SECRETS: Record<AuthGroupType, string[]> = { basic: ['password'], key: ['key'], jwt: ['secret'] };

/** The body of a credential: a JWT issuer carries only the proof its algorithm uses. */
export function credentialBody(type: AuthGroupType, values: Values): Values {
  const body = compactBody(values);
  if (type === 'jwt') {
    if (isHs(body.algorithm)) delete body.publicKey;
    else delete body.secret;
  }
  return body;
}

function useCredentials({ list, parent }: OverrideProps): OverrideState {
  const { t } = useLingui();
  const type = (parent?.type ?? 'basic') as AuthGroupType;
  const group = String(parent?.name ?? '');
  return useMemo(() => {
    const form = FORMS.get(list.form!);
    const keeping = withOptional(form, SECRETS[type], t`Leave empty to keep the current one.`);
    return {
      formValues: (row) => formValues<Values>(row, form.schema, SECRETS[type]),
      toBody: (values) => credentialBody(type, values),
      // Editing keeps a secret unless a new one is typed (a JWT issuer changing to HS needs one).
      editForm: (row) => (type !== 'jwt' || (isHs(row.algorithm) && row.hasSecret) ? keeping : form),
      explain: (values) => explainCredential(type, values, group),
    };
  }, [list.form, type, group, t]);
}

const GROUP_OVERRIDE: ListOverride = {
  use: ({ list }) => {
    const form = FORMS.get(list.form!);
    // A group's kind of credentials stays as created.
    return { editForm: () => withUi(form, { type: { 'ui:disabled': true } }) };
  },
};

export const AUTH_OVERRIDES: Record<string, ListOverride> = {
  'auth.rules': { use: useRules, toolbar: RuleFiles },
  'auth.groups': GROUP_OVERRIDE,
  'auth.credentials': { use: useCredentials },
};

function RuleCount({ value }: CellProps) {
  const { t } = useLingui();
  const count = typeof value === 'number' ? value : 0;
  return count === 0 ? (
    <Text size="sm" c="dimmed">
      {t`No rule`}
    </Text>
  ) : (
    <Text size="sm">{plural(count, { one: '# rule', other: '# rules' })}</Text>
  );
}

function JwtProof({ row }: CellProps) {
  const { t } = useLingui();
  return (
    <Group gap="xs">
      <Badge variant="outline" tt="none">
        {String(row.algorithm ?? '')}
      </Badge>
      <Text size="xs" c="dimmed">
        {isHs(row.algorithm) ? (row.hasSecret ? t`Shared secret set (never shown)` : t`No secret`) : t`Public key`}
      </Text>
    </Group>
  );
}

function SecretSet() {
  const { t } = useLingui();
  return (
    <Text size="sm" c="dimmed">
      {t`Set (never shown)`}
    </Text>
  );
}

export const AUTH_CELLS: Record<string, Cell> = {
  authRule: RuleSummary,
  authRuleCount: RuleCount,
  authJwt: JwtProof,
  authSecretSet: SecretSet,
};
