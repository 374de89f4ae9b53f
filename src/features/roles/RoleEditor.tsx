// Create or edit a role (userManagement/roles/create, userManagement/roles/edit/:roleId; an edit path without a role goes to the list: ./screens.ts): its name, the
// sites it is limited to (end user), and its permissions as a grouped checklist with a search and "select all"
// per group. Bad input is refused on the page with nothing sent; the server's refusal (a name already used) is
// shown with what was chosen kept.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Checkbox, Group, Loader, MultiSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useKindRoleCreateRole, useKindRoleListMetaRoles, useKindRoleListRoles, useKindRoleUpdateRole } from '../../api/generated/hooks/role/role';
import { useUserSiteListSites } from '../../api/generated/hooks/site/site';
import type { Role } from '../../api/generated/model';
import { invalidateAfter } from '../../api/invalidate';
import { notifySuccess } from '../../services/feedback';
import { selfQuery } from '../../services/self-query';
import { reported } from '../../services/swallow';
import { useArea } from '../../services/use-area';
import { PageHeader } from '../../components/PageHeader';
import { isolated } from '../../components/user-text';
import { PermittedButton } from '../../components/Permitted';
import { ROLES_CONFIG, type RolesConfig } from './config';
import { groupMetaRoles, useMetaRoleLabel } from './meta-roles';

export function Component() {
  const { t } = useLingui();
  const area = useArea();
  const config = ROLES_CONFIG[area]!;
  const { roleId } = useParams();
  const editing = roleId !== undefined;
  const roles = useKindRoleListRoles(area, { page: 1, pageSize: 500 });
  const role = editing ? roles.data?.data.find((r) => String(r.id) === roleId) : undefined;
  const back = `/${area}/${config.listPath}`;
  const heading = editing ? <Trans>Edit role</Trans> : <Trans>New role</Trans>;
  if (editing && roles.isPending) return <Loader aria-label={t`Loading`} />;
  if (editing && !role) {
    return (
      <>
        <PageHeader title={heading} />
        <Alert color="orange">
          <Trans>
            This role does not exist (any more). Back to the <Anchor component={Link} to={back} c="inherit" underline="always" fw={600}>list of roles</Anchor>.
          </Trans>
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={heading} description={<Trans>Choose what the accounts holding this role may do.</Trans>} />
      <RoleForm key={role?.id ?? 'new'} config={config} role={role} back={back} />
    </>
  );
}

function RoleForm({ config, role, back }: { config: RolesConfig; role?: Role; back: string }) {
  const { t, i18n } = useLingui();
  const area = useArea();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const metaRoles = useKindRoleListMetaRoles(area);
  const sites = useUserSiteListSites({ page: 1, pageSize: 500 }, { query: { enabled: config.sites } });
  // A name already used (101025) is said in this form's words (see app/query-client.ts).
  const meta = { duplicateMessage: t`A role with this name already exists.` };
  const create = useKindRoleCreateRole({ mutation: { meta } });
  const update = useKindRoleUpdateRole({ mutation: { meta } });
  const label = useMetaRoleLabel(config);
  const [name, setName] = useState(role?.name ?? '');
  const [chosen, setChosen] = useState<Set<number>>(new Set(role?.metaRoleIDs ?? []));
  const [siteIDs, setSiteIDs] = useState<string[]>((role?.siteIDs ?? []).map(String));
  const [search, setSearch] = useState('');
  const [errors, setErrors] = useState<{ name?: string; metaRoles?: string }>({});
  const groups = useMemo(() => groupMetaRoles(config, metaRoles.data?.data ?? []), [config, metaRoles.data]);
  const needle = search.trim().toLocaleLowerCase(i18n.locale);
  const shown = groups
    .map((group) => ({ ...group, metaRoles: group.metaRoles.filter((meta) => !needle || label(meta).toLocaleLowerCase(i18n.locale).includes(needle) || meta.key.includes(needle)) }))
    .filter((group) => group.metaRoles.length > 0);
  const operation = role ? 'kind-role-update-role' : 'kind-role-create-role';
  // A root grants no more than it holds (a sub-client holds what its reseller gave it): other permissions are shown
  // but cannot be chosen, unless the role already has them.
  const held = useQuery({ ...selfQuery(area), enabled: false }).data?.data.permissions?.metaRoles;
  const grantable = (meta: { id: number; key: string }) => !held || held.includes(meta.key) || (role?.metaRoleIDs.includes(meta.id) ?? false);
  const pending = create.isPending || update.isPending;

  const toggle = (ids: number[], on: boolean) => {
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    setErrors((current) => ({ ...current, metaRoles: undefined }));
  };

  const save = () =>
    reported(async () => {
      const problems = {
        name: name.trim() ? undefined : t`Give the role a name.`,
        metaRoles: chosen.size > 0 ? undefined : t`Choose at least one permission.`,
      };
      setErrors(problems);
      if (problems.name || problems.metaRoles) return;
      const data = { name: name.trim(), metaRoleIDs: [...chosen].sort((a, b) => a - b), siteIDs: config.sites ? siteIDs.map(Number) : (role?.siteIDs ?? []) };
      if (role) {
        await update.mutateAsync({ kind: area, roleId: role.id, data });
        await invalidateAfter(queryClient, 'kind-role-update-role', { kind: area, roleId: role.id });
        const roleName = isolated(data.name);
        notifySuccess(t`Role “${roleName}” saved`);
      } else {
        await create.mutateAsync({ kind: area, data });
        await invalidateAfter(queryClient, 'kind-role-create-role', { kind: area });
        const roleName = isolated(data.name);
        notifySuccess(t`Role “${roleName}” created`);
      }
      navigate(back);
    });

  return (
    <Stack maw={900}>
      <TextInput
        label={t`Role name`}
        withAsterisk
        value={name}
        maxLength={64}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
        error={errors.name}
        w={360}
      />
      {config.sites && (
        <MultiSelect
          label={t`Sites`}
          description={t`The role applies to these sites only. None chosen: every site, including sites added later.`}
          placeholder={siteIDs.length ? undefined : t`Every site`}
          data={(sites.data?.data ?? []).map((site) => ({ value: String(site.id), label: site.siteName }))}
          value={siteIDs}
          onChange={setSiteIDs}
          searchable
          clearable
          maw={560}
        />
      )}
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end">
          <Title order={2} fz="h4">
            <Trans>Permissions</Trans>
          </Title>
          <TextInput aria-label={t`Search permissions`} placeholder={t`Search permissions`} value={search} onChange={(event) => setSearch(event.currentTarget.value)} w={260} />
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>{chosen.size} permissions chosen.</Trans>
        </Text>
        {errors.metaRoles && (
          <Text size="sm" c="red" role="alert">
            {errors.metaRoles}
          </Text>
        )}
        {metaRoles.isPending && <Loader size="sm" aria-label={t`Loading permissions`} />}
        {metaRoles.isError && (
          <Alert color="red">
            <Trans>The permissions could not be loaded.</Trans>{' '}
            <Anchor component="button" onClick={() => void metaRoles.refetch()}>
              <Trans>Try again</Trans>
            </Anchor>
          </Alert>
        )}
        {metaRoles.data && shown.length === 0 && (
          <Text size="sm">
            <Trans>No permission matches the search.</Trans>
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {shown.map((group) => {
            const ids = group.metaRoles.filter(grantable).map((meta) => meta.id);
            const on = ids.filter((id) => chosen.has(id)).length;
            const groupName = i18n._(group.label);
            return (
              <Card key={group.label.id ?? groupName} withBorder padding="sm" component="fieldset" aria-label={groupName}>
                <Checkbox
                  label={<Text fw={600}>{groupName}</Text>}
                  aria-label={t`All of ${groupName}`}
                  checked={ids.length > 0 && on === ids.length}
                  indeterminate={on > 0 && on < ids.length}
                  disabled={ids.length === 0}
                  onChange={(event) => toggle(ids, event.currentTarget.checked)}
                  mb="xs"
                />
                <Stack gap={6} pl="lg">
                  {group.metaRoles.map((meta) => (
                    <Checkbox
                      key={meta.id}
                      label={label(meta)}
                      checked={chosen.has(meta.id)}
                      disabled={!grantable(meta)}
                      description={grantable(meta) ? undefined : t`Your own account does not hold this.`}
                      onChange={(event) => toggle([meta.id], event.currentTarget.checked)}
                    />
                  ))}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
      <Group>
        <Button variant="default" component={Link} to={back}>
          <Trans>Cancel</Trans>
        </Button>
        <PermittedButton operation={operation} loading={pending} onClick={() => void save()}>
          {role ? <Trans>Save</Trans> : <Trans>Create</Trans>}
        </PermittedButton>
      </Group>
    </Stack>
  );
}
