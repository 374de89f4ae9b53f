// Authentication (spec 2: verification rules and groups; spec 7: site auth): groups of credentials (user
// names and passwords, API keys, JWT issuers) and the ordered rules that ask requests for them. A group a
// rule uses cannot be removed (701001).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import {
  useUserSiteAuthCheckSettingExists,
  useUserSiteAuthDeleteGroups,
  useUserSiteAuthListGroups,
} from '../../../../api/generated/hooks/site-auth/site-auth';
import type { AuthGroup, AuthGroupInput } from '../../../../api/generated/model';
import { notifySuccess } from '../../../../app/feedback';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { PermittedButton } from '../../../../components/Permitted';
import { columnsFor, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import { FIREWALL_PAGE_SIZES, useListState } from '../../../../components/resource-table/list-state';
import groupForm from '../../../../../forms/user/auth-group.form.json';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { invalidateUnder } from '../../../../schema-form/invalidate';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import { compactBody, formValues, withUi } from '../advanced-firewall/kit/descriptors';
import { GROUP_TYPES } from '../advanced-firewall/kit/labels';
import { Section } from '../advanced-firewall/kit/Section';
import rulesList from '../../../../../forms/user/lists/auth-rules.list.json';
import type { ListDescriptor } from '../../../../kit/lists/descriptor';
import { RuleList } from '../../../../kit/lists/RuleList';
import { SiteLists } from '../lists';
import { Credentials } from './Credentials';
import { UserText } from '../../../../components/UserText';

const GROUP = groupForm as FormDescriptor;
/** A group's kind of credentials stays as created. */
const GROUP_EDIT = withUi(GROUP, { type: { 'ui:disabled': true } });
const column = columnsFor<AuthGroup>();

export default function AuthenticationTab() {
  const { t, i18n } = useLingui();
  const { siteId } = useSite();
  const queryClient = useQueryClient();
  const exists = useUserSiteAuthCheckSettingExists(siteId);
  const list = useListState({ pageSize: 25 });
  const groups = useUserSiteAuthListGroups(siteId, list.params);
  const remove = useUserSiteAuthDeleteGroups();
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: AuthGroupInput; id?: number } | null>(null);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const credentialsRef = useRef<HTMLDivElement>(null);
  const rows = groups.data?.data;
  const chosen = rows?.find((g) => g.id === chosenId) ?? rows?.[0] ?? null;
  const refresh = () => invalidateUnder(queryClient, `/user/site/${siteId}/auth`);
  const removeGroups = (ids: number[]) =>
    remove.mutateAsync({ siteId, data: { ids } }).then(async () => {
      notifySuccess(t`Remove Success!`);
      await refresh();
    });

  const columns = useMemo(
    () => [
      column.accessor('name', {
        id: 'name',
        header: () => t`Name`,
        enableSorting: false,
        cell: ({ row }) => (
          <Stack gap={2}>
            <Group gap="xs">
              <UserText value={row.original.name} size="sm" fw={500} />
              {row.original.id === chosen?.id && (
                <Badge size="xs" variant="light">
                  <Trans>Shown below</Trans>
                </Badge>
              )}
            </Group>
            {row.original.memo && (
              <UserText value={row.original.memo} size="xs" c="dimmed" lines={2} />
            )}
          </Stack>
        ),
      }),
      column.accessor('type', { id: 'type', header: () => t`Credentials`, enableSorting: false, cell: ({ getValue }) => i18n._(GROUP_TYPES[getValue()]) }),
      column.accessor('credentialCount', { id: 'credentialCount', header: () => t`How many`, enableSorting: false }),
      column.accessor('ruleCount', {
        id: 'ruleCount',
        header: () => t`Used by`,
        enableSorting: false,
        cell: ({ getValue }) => {
          const count = getValue() ?? 0;
          return count === 0 ? (
            <Text size="sm" c="dimmed">
              {t`No rule`}
            </Text>
          ) : (
            <Text size="sm">{plural(count, { one: '# rule', other: '# rules' })}</Text>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                setChosenId(row.original.id);
                credentialsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            >
              <Trans>Credentials</Trans>
            </Button>
            <Button size="compact-sm" variant="subtle" onClick={() => setEditing({ mode: 'edit', id: row.original.id, initial: formValues<AuthGroupInput>(row.original, GROUP.schema) })}>
              <Trans>Edit</Trans>
            </Button>
            <ConfirmButton
              operation="user-siteAuth-delete-groups"
              path={{ siteId }}
              size="compact-sm"
              variant="subtle"
              title={t`Remove this verification group?`}
              message={
                row.original.ruleCount
                  ? plural(row.original.ruleCount, {
                      one: `${row.original.name} is used by # rule: take it out of the rule first, or the removal will be refused.`,
                      other: `${row.original.name} is used by # rules: take it out of them first, or the removal will be refused.`,
                    })
                  : plural(row.original.credentialCount, {
                      one: `${row.original.name} and its # credential will be removed.`,
                      other: `${row.original.name} and its # credentials will be removed.`,
                    })
              }
              confirmLabel={t`Remove`}
              loading={remove.isPending}
              onConfirm={() => removeGroups([row.original.id]).catch(() => undefined)}
            >
              <Trans>Remove</Trans>
            </ConfirmButton>
          </Group>
        ),
      }),
    ],
    [t, i18n, chosen?.id, remove.isPending], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <Stack gap="xl">
      {exists.data && !exists.data.data && (
        <Alert color="blue" variant="light" title={t`No verification is set up for this site`}>
          <Trans>Create a group and add its credentials, then a rule that asks requests to some paths for them.</Trans>
        </Alert>
      )}
      <SiteLists>
        <RuleList list={rulesList as ListDescriptor} />
      </SiteLists>
      <Section
        title={<Trans>Verification groups</Trans>}
        description={<Trans>Each group holds credentials of one kind. A group used by a rule cannot be removed.</Trans>}
        actions={
          <PermittedButton operation="user-siteAuth-create-group" path={{ siteId }} size="xs" onClick={() => setEditing({ mode: 'create', initial: { name: '', type: 'basic' } })}>
            <Trans>Add group</Trans>
          </PermittedButton>
        }
      >
        <ResourceTable
          label={t`Verification groups`}
          columns={columns}
          query={groups}
          list={list}
          pageSizes={FIREWALL_PAGE_SIZES}
          rowId={(g) => String(g.id)}
          empty={<Trans>No verification group yet.</Trans>}
          height={360}
        />
      </Section>
      <div ref={credentialsRef} style={{ scrollMarginTop: 80 }}>
        {chosen && <Credentials key={chosen.id} siteId={siteId} group={chosen} />}
      </div>
      <RowFormModal<AuthGroupInput>
        descriptor={editing?.mode === 'edit' ? GROUP_EDIT : GROUP}
        editing={editing}
        path={{ siteId }}
        extraBody={editing?.id ? { id: editing.id } : undefined}
        toBody={compactBody}
        invalidate={`/user/site/${siteId}/auth`}
        onClose={() => setEditing(null)}
        meta={{ duplicateMessage: t`A verification group with this name already exists.` }}
      />
    </Stack>
  );
}
