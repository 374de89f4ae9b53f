// The credentials of one verification group: user names and passwords, API keys or JWT issuers. Secrets are
// typed in masked fields, sent once, and never shown again (the list shows only what identifies them).
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Code, Group, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  useUserSiteAuthListBasicAuths,
  useUserSiteAuthListJwtAuths,
  useUserSiteAuthListKeyAuths,
} from '../../../../api/generated/hooks/site-auth/site-auth';
import type { AuthBasicCredential, AuthGroup, AuthJwtCredential, AuthKeyCredential } from '../../../../api/generated/model';
import { notifySuccess } from '../../../../app/feedback';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { PermittedButton } from '../../../../components/Permitted';
import { type Column, columnsFor, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import { FIREWALL_PAGE_SIZES, useListState } from '../../../../components/resource-table/list-state';
import basicForm from '../../../../../forms/user/auth-basic.form.json';
import jwtForm from '../../../../../forms/user/auth-jwt.form.json';
import keyForm from '../../../../../forms/user/auth-key.form.json';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { invalidateUnder } from '../../../../schema-form/invalidate';
import { callOperation } from '../../../../schema-form/operations';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { compactBody, formValues, withOptional } from '../advanced-firewall/kit/descriptors';
import { Section } from '../advanced-firewall/kit/Section';
import { explainCredential } from './explain';

type Credential = AuthBasicCredential | AuthKeyCredential | AuthJwtCredential;
type Values = Record<string, unknown>;

const FORMS = {
  basic: { descriptor: basicForm as FormDescriptor, secrets: ['password'], create: 'user-siteAuth-create-basic-auth', remove: 'user-siteAuth-delete-basic-auths', noun: 'basicAuths' },
  key: { descriptor: keyForm as FormDescriptor, secrets: ['key'], create: 'user-siteAuth-create-key-auth', remove: 'user-siteAuth-delete-key-auths', noun: 'keyAuths' },
  jwt: { descriptor: jwtForm as unknown as FormDescriptor, secrets: ['secret'], create: 'user-siteAuth-create-jwt-auth', remove: 'user-siteAuth-delete-jwt-auths', noun: 'jwtAuths' },
} as const;

const isHs = (algorithm: unknown) => typeof algorithm === 'string' && algorithm.startsWith('HS');

/** The body of a JWT issuer carries only the proof its algorithm uses. */
function credentialBody(type: AuthGroup['type'], values: Values): Values {
  const body = compactBody(values);
  if (type === 'jwt') {
    if (isHs(body.algorithm)) delete body.publicKey;
    else delete body.secret;
  }
  return body;
}

export function Credentials({ siteId, group }: { siteId: number; group: AuthGroup }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const list = useListState({ pageSize: 25 });
  const path = { siteId, groupId: group.id };
  const basic = useUserSiteAuthListBasicAuths(siteId, group.id, list.params, { query: { enabled: group.type === 'basic' } });
  const keys = useUserSiteAuthListKeyAuths(siteId, group.id, list.params, { query: { enabled: group.type === 'key' } });
  const jwts = useUserSiteAuthListJwtAuths(siteId, group.id, list.params, { query: { enabled: group.type === 'jwt' } });
  const query = group.type === 'basic' ? basic : group.type === 'key' ? keys : jwts;
  const form = FORMS[group.type];
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: Values; row?: Credential } | null>(null);
  const remove = useMutation({ mutationFn: (ids: number[]) => callOperation(form.remove, { path, body: { ids } }) });
  const refresh = () => invalidateUnder(queryClient, `/user/site/${siteId}/auth`);
  const removeRows = (ids: number[]) =>
    remove.mutateAsync(ids).then(async () => {
      notifySuccess(t`Remove Success!`);
      await refresh();
    });

  // Editing keeps a secret unless a new one is typed (a JWT issuer changing to HS needs one).
  const descriptor = useMemo(() => {
    const row = editing?.row;
    if (editing?.mode !== 'edit' || !row) return form.descriptor;
    const keep = group.type !== 'jwt' || (isHs((row as AuthJwtCredential).algorithm) && (row as AuthJwtCredential).hasSecret);
    return keep ? withOptional(form.descriptor, form.secrets, t`Leave empty to keep the current one.`) : form.descriptor;
  }, [editing, form, group.type, t]);

  const columns = useMemo(() => {
    const column = columnsFor<Credential>();
    const identity: Column<Credential>[] =
      group.type === 'basic'
        ? [
            column.display({ id: 'username', header: () => t`User name`, cell: ({ row }) => <Text size="sm">{(row.original as AuthBasicCredential).username}</Text> }),
            column.display({ id: 'password', header: () => t`Password`, cell: () => <Text size="sm" c="dimmed">{t`Set (never shown)`}</Text> }),
          ]
        : group.type === 'key'
          ? [
              column.display({ id: 'name', header: () => t`Name`, cell: ({ row }) => <Text size="sm">{(row.original as AuthKeyCredential).name}</Text> }),
              column.display({ id: 'key', header: () => t`Key`, cell: ({ row }) => <Code>{(row.original as AuthKeyCredential).key}</Code> }),
            ]
          : [
              column.display({ id: 'issuer', header: () => t`Issuer`, cell: ({ row }) => <Text size="sm">{(row.original as AuthJwtCredential).key}</Text> }),
              column.display({
                id: 'algorithm',
                header: () => t`Checked with`,
                cell: ({ row }) => {
                  const jwt = row.original as AuthJwtCredential;
                  return (
                    <Group gap="xs">
                      <Badge variant="outline" tt="none">
                        {jwt.algorithm}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {isHs(jwt.algorithm) ? (jwt.hasSecret ? t`Shared secret set (never shown)` : t`No secret`) : t`Public key`}
                      </Text>
                    </Group>
                  );
                },
              }),
            ];
    return [
      ...identity,
      column.display({ id: 'memo', header: () => t`Note`, cell: ({ row }) => <Text size="sm">{row.original.memo ?? ''}</Text> }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => setEditing({ mode: 'edit', row: row.original, initial: formValues<Values>(row.original, form.descriptor.schema, [...form.secrets, ...(group.type === 'key' ? ['key'] : [])]) })}
            >
              <Trans>Edit</Trans>
            </Button>
            <ConfirmButton
              operation={form.remove}
              path={path}
              size="compact-sm"
              variant="subtle"
              title={t`Remove this credential?`}
              message={t`Clients using it will be refused by the rules that ask for ${group.name}.`}
              confirmLabel={t`Remove`}
              loading={remove.isPending}
              onConfirm={() => removeRows([row.original.id]).catch(() => undefined)}
            >
              <Trans>Remove</Trans>
            </ConfirmButton>
          </Group>
        ),
      }),
    ];
  }, [group, form, t, remove.isPending]); // eslint-disable-line react-hooks/exhaustive-deps

  const noun = { basic: t`user name`, key: t`API key`, jwt: t`JWT issuer` }[group.type];
  return (
    <Section
      title={<Trans>Credentials of {group.name}</Trans>}
      description={
        <Trans>
          Secrets are stored when saved and never shown again. To change one, type a new one; leave the field empty to keep it.
        </Trans>
      }
      actions={
        <PermittedButton operation={form.create} path={path} size="xs" onClick={() => setEditing({ mode: 'create', initial: group.type === 'jwt' ? { algorithm: 'HS256' } : {} })}>
          <Trans>Add {noun}</Trans>
        </PermittedButton>
      }
    >
      <ResourceTable<Credential, object>
        label={t`Credentials of ${group.name}`}
        columns={columns}
        query={query as never}
        list={list}
        pageSizes={FIREWALL_PAGE_SIZES}
        rowId={(c) => String(c.id)}
        bulkOperation={{ operation: form.remove, path }}
        empty={<Trans>No credential yet: the rules using this group let nobody through.</Trans>}
        height={360}
        bulkActions={(selected, clear) => (
          <ConfirmButton
            operation={form.remove}
            path={path}
            size="xs"
            title={t`Remove ${selected.length} credentials?`}
            message={t`Clients using them will be refused by the rules that ask for ${group.name}.`}
            confirmLabel={t`Remove`}
            loading={remove.isPending}
            onConfirm={() =>
              removeRows(selected.map((c) => c.id))
                .then(clear)
                .catch(() => undefined)
            }
          >
            <Trans>Remove selected</Trans>
          </ConfirmButton>
        )}
      />
      <RowFormModal<Values>
        descriptor={descriptor}
        editing={editing}
        path={path}
        extraBody={editing?.row ? { id: editing.row.id } : undefined}
        toBody={(values) => credentialBody(group.type, values)}
        invalidate={`/user/site/${siteId}/auth`}
        onClose={() => setEditing(null)}
        preview={(values) => explainCredential(group.type, values, group.name)}
        meta={{ duplicateMessage: t`This credential is already in the group.` }}
      />
    </Section>
  );
}
