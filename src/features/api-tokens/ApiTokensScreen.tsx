// userManagement/apiTokenSetting (user and client consoles): the account's API tokens, created through a
// descriptor; the secret is shown once, in a dialog, and a selection is removed after a confirmation.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Code, CopyButton, Group, Stack } from '@mantine/core';
import { Modal } from '../../components/leave-guard/GuardedModal';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import descriptor from '../../../forms/common/api-token-create.form.json';
import { commonApiTokenDeleteTokens, useCommonApiTokenListTokens } from '../../api/generated/hooks/api-token/api-token';
import type { ApiToken } from '../../api/generated/model';
import { useArea } from '../../services/use-area';
import { PermittedButton } from '../../components/Permitted';
import { columnsFor } from '../../components/resource-table/ResourceTable';
import { useListState } from '../../components/resource-table/list-state';
import { BulkConfirmButton } from '../../kit/BulkConfirmButton';
import { ListPage } from '../../kit/ListPage';
import { defineForm } from '../../schema-form/descriptor';
import { RowFormModal } from '../../schema-form/RowFormModal';
import { API_TOKENS_CONFIG } from './config';
import { TokenUsage } from './TokenUsage';
import { NoWrap } from '../../components/CellText';

const column = columnsFor<ApiToken>();
type Created = { name: string; secret: string };

/** The body of the removal of these tokens (sent, and shown by "Copy as API call"). */
const removal = (tokens: readonly ApiToken[]) => ({ ids: tokens.map((token) => token.id) });

/** The secret of a token just created, from the create call's answer. */
const createdFrom = (answer: unknown): Created | null => {
  const data = (answer as { data?: { name?: string; refreshToken?: string } } | undefined)?.data;
  return data?.refreshToken ? { name: data.name ?? '', secret: data.refreshToken } : null;
};

export function Component() {
  const { t, i18n } = useLingui();
  const area = useArea();
  const config = API_TOKENS_CONFIG[area] ?? {};
  const list = useListState();
  const tokens = useCommonApiTokenListTokens({ page: list.page, pageSize: list.pageSize });
  const [creating, setCreating] = useState<{ mode: 'create'; initial: { name: string; days: number } } | null>(null);
  const [created, setCreated] = useState<Created | null>(null);

  const date = useCallback((value: string | null | undefined, none: string) => (value ? new Date(value).toLocaleString(i18n.locale) : none), [i18n.locale]);
  const columns = useMemo(
    () => [
      column.accessor('name', { id: 'name', header: () => t`Name`, enableSorting: false }),
      column.accessor('createdAt', { id: 'createdAt', header: () => t`Created`, enableSorting: false, cell: ({ getValue }) => <NoWrap>{date(getValue(), '')}</NoWrap> }),
      column.accessor('expiredAt', { id: 'expiredAt', header: () => t`Expires`, enableSorting: false, cell: ({ getValue }) => <NoWrap>{date(getValue(), t`Never`)}</NoWrap> }),
      column.accessor('lastUsedAt', { id: 'lastUsedAt', header: () => t`Last used`, enableSorting: false, cell: ({ getValue }) => <NoWrap>{date(getValue(), t`Not used yet`)}</NoWrap> }),
    ],
    [t, date],
  );

  return (
    <>
      <ListPage
        title={t`API tokens`}
        description={<Trans>Tokens let your scripts and tools call the Parapet API as your account.</Trans>}
        columns={columns}
        query={tokens}
        apiCall={{ operation: 'common-apiToken-list-tokens', query: { page: list.page, pageSize: list.pageSize } }}
        list={list}
        rowName={(token) => token.name}
        bulkOperation={{ operation: 'common-apiToken-delete-tokens' }}
        empty={<Trans>No API token yet. Create one for each script or tool that calls the API.</Trans>}
        toolbar={
          <PermittedButton operation="common-apiToken-create-token" onClick={() => setCreating({ mode: 'create', initial: { name: '', days: 365 } })}>
            <Trans>Create token</Trans>
          </PermittedButton>
        }
        bulkActions={(selected, clear) => {
          const count = selected.length;
          return (
            <BulkConfirmButton
              rows={selected}
              clear={clear}
              operation="common-apiToken-delete-tokens"
              run={(chosen) => commonApiTokenDeleteTokens(removal(chosen))}
              apiCall={(chosen) => ({ body: removal(chosen) })}
              success={(rows) => (rows.length === 1 ? t`API token ${rows[0]!.name} removed` : plural(rows.length, { one: '# API token removed', other: '# API tokens removed' }))}
              title={t`Remove ${count} API tokens?`}
              message={plural(count, {
                one: 'Scripts using this token can no longer call the API. This cannot be undone.',
                other: 'Scripts using these # tokens can no longer call the API. This cannot be undone.',
              })}
              confirmLabel={t`Remove`}
            >
              <Trans>Remove</Trans>
            </BulkConfirmButton>
          );
        }}
      >
        <Card withBorder padding="md" mb="md" maw={760}>
          <Stack gap="xs">
            <TokenUsage />
            {config.apiDocPath && (
              <Anchor component={Link} to={`/${area}/${config.apiDocPath}`} size="sm">
                <Trans>Every call is described in the API documentation.</Trans>
              </Anchor>
            )}
          </Stack>
        </Card>
      </ListPage>
      <RowFormModal<{ name: string; days: number }>
        descriptor={defineForm(descriptor)}
        editing={creating}
        path={{}}
        toBody={(values) => ({ ...values, name: values.name.trim() })}
        meta={{ duplicateMessage: t`You already have a token with this name.` }}
        onClose={() => setCreating(null)}
        onSaved={(answer) => setCreated(createdFrom(answer))}
      />
      <SecretDialog created={created} onClose={() => setCreated(null)} />
    </>
  );
}

function SecretDialog({ created, onClose }: { created: Created | null; onClose: () => void }) {
  const { t } = useLingui();
  const name = created?.name ?? '';
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t`Token ${name} created`}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {created && (
        <Stack>
          <Alert color="orange" variant="light" title={t`Copy the secret now`}>
            <Trans>It will not be shown again. If you lose it, remove the token and create a new one.</Trans>
          </Alert>
          <Code block aria-label={t`Token secret`}>
            {created.secret}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={created.secret}>
              {({ copied, copy }) => (
                <Button variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
                  {copied ? <Trans>Copied</Trans> : <Trans>Copy the secret</Trans>}
                </Button>
              )}
            </CopyButton>
            <Button onClick={onClose} data-autofocus>
              <Trans>I have copied it</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
