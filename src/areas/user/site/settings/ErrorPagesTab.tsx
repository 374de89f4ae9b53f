// Error pages (spec 2: error pages; spec 4 modes; spec 9 codes): what visitors see in place of the default page
// for a status code: page content, a URL redirect or a script. Content is only ever shown as text here.
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import descriptor from '../../../../../forms/user/site-error-page.form.json';
import { useUserErrorPageDeletePages, useUserErrorPageListPages } from '../../../../api/generated/hooks/error-page/error-page';
import type { UserErrorPage, UserErrorPageCode, UserErrorPageType } from '../../../../api/generated/model';
import { notifySuccess } from '../../../../app/feedback';
import { reported } from '../../../../app/swallow';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { PermittedButton } from '../../../../components/Permitted';
import { columnsFor, ResourceTable } from '../../../../components/resource-table/ResourceTable';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { invalidateUnder } from '../../../../schema-form/invalidate';
import { RowFormModal } from '../../../../schema-form/RowFormModal';
import { useSite } from '../context';
import { excerpt, formatDateTime } from './format';
import { choiceLabel, describeChoices, withDisabledChoices } from './labels';
import { Section } from './Section';

const form = descriptor as FormDescriptor;
const describeValue = describeChoices(form);
const column = columnsFor<UserErrorPage>();
const TYPE_COLOR: Record<UserErrorPageType, string> = { content: 'blue', redirect: 'teal', javascript: 'orange' };

export interface ErrorPageValues {
  code?: UserErrorPageCode;
  type: UserErrorPageType;
  content?: string;
}

export default function ErrorPagesTab() {
  const { t, i18n } = useLingui();
  const { siteId } = useSite();
  const queryClient = useQueryClient();
  const pages = useUserErrorPageListPages(siteId);
  const remove = useUserErrorPageDeletePages();
  const [editing, setEditing] = useState<{ mode: 'create' | 'edit'; initial: ErrorPageValues; id?: number } | null>(null);
  const refresh = () => invalidateUnder(queryClient, `/user/site/${siteId}/`);
  const codeLabel = (code: number) => choiceLabel(form, 'code', code);

  // Codes that have a page already are greyed out (a page's own code stays available while editing it).
  const used = useMemo(() => (pages.data?.data ?? []).map((page) => page.code), [pages.data]);
  const editingId = editing?.id;
  const editingCode = editing?.initial.code;
  const formFor = useMemo(
    () =>
      withDisabledChoices(
        form,
        'code',
        used.filter((code) => code !== editingCode),
        t`has a page`,
        t`Codes that already have a page are greyed out: edit their page instead.`,
      ),
    [used, editingCode, t],
  );

  const removeIds = (ids: number[], after?: () => void) =>
    reported(async () => {
      await remove.mutateAsync({ siteId, data: { ids } });
      notifySuccess(t`Remove Success!`);
      after?.();
      await refresh();
    });

  const columns = useMemo(
    () => [
      column.accessor('code', {
        id: 'code',
        header: () => t`Status code`,
        cell: ({ getValue }) => <Text size="sm" fw={500}>{codeLabel(getValue())}</Text>,
      }),
      column.accessor('type', {
        id: 'type',
        header: () => t`Shows`,
        cell: ({ getValue }) => (
          <Badge variant="light" color={TYPE_COLOR[getValue()]} tt="none" miw="max-content">
            {choiceLabel(form, 'type', getValue())}
          </Badge>
        ),
      }),
      column.accessor('content', {
        id: 'content',
        header: () => t`Content`,
        // Text only: whatever HTML or script a page holds is displayed, never run.
        cell: ({ getValue }) => (
          <Text size="xs" ff="monospace" lineClamp={2} maw={420} style={{ wordBreak: 'break-all' }}>
            {excerpt(getValue(), 200)}
          </Text>
        ),
      }),
      column.accessor('updatedAt', { id: 'updatedAt', header: () => t`Updated`, cell: ({ getValue }) => formatDateTime(getValue(), i18n.locale) }),
      column.display({
        id: 'actions',
        header: () => t`Actions`,
        cell: ({ row }) => {
          const page = row.original;
          const name = codeLabel(page.code);
          return (
            <Group gap={4} wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                aria-label={t`Edit the page for ${name}`}
                onClick={() => setEditing({ mode: 'edit', initial: { code: page.code, type: page.type, content: page.content }, id: page.id })}
              >
                <Trans>Edit</Trans>
              </Button>
              <ConfirmButton
                operation="user-errorPage-delete-pages"
                path={{ siteId }}
                size="compact-sm"
                variant="subtle"
                aria-label={t`Remove the page for ${name}`}
                title={t`Remove this error page?`}
                message={t`Visitors get the default page for ${name} again.`}
                confirmLabel={t`Remove`}
                loading={remove.isPending}
                onConfirm={() => removeIds([page.id])}
              >
                <Trans>Remove</Trans>
              </ConfirmButton>
            </Group>
          );
        },
      }),
    ],
    [t, i18n.locale, siteId, remove.isPending], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return (
    <Stack gap="lg">
      <Section
        id="error-pages"
        title={<Trans>Error pages</Trans>}
        description={
          <Trans>
            What visitors see in place of the default page for a status code: your own page, a redirect to another address, or a script. 903 is shown for access by IP without a domain, 929 when the frequency limit is reached.
          </Trans>
        }
        actions={
          <PermittedButton operation="user-errorPage-create-page" path={{ siteId }} disabled={used.length >= 7} onClick={() => setEditing({ mode: 'create', initial: { type: 'content' } })}>
            <Trans>Add error page</Trans>
          </PermittedButton>
        }
      >
        <ResourceTable
          label={t`Error pages`}
          columns={columns}
          query={pages}
          rowId={(page) => String(page.id)}
          bulkOperation={{ operation: 'user-errorPage-delete-pages', path: { siteId } }}
          height={480}
          empty={<Trans>No custom error pages: visitors get the default pages.</Trans>}
          bulkActions={(selected, clear) => {
            const count = selected.length;
            return (
              <ConfirmButton
                operation="user-errorPage-delete-pages"
                path={{ siteId }}
                size="xs"
                title={plural(count, { one: 'Remove # error page?', other: 'Remove # error pages?' })}
                message={t`Visitors get the default pages for these codes again.`}
                confirmLabel={t`Remove`}
                loading={remove.isPending}
                onConfirm={() => removeIds(selected.map((page) => page.id), clear)}
              >
                <Trans>Remove selected</Trans>
              </ConfirmButton>
            );
          }}
        />
      </Section>
      <RowFormModal<ErrorPageValues>
        descriptor={formFor}
        editing={editing}
        path={{ siteId }}
        extraBody={editingId ? { id: editingId } : undefined}
        describeValue={describeValue}
        meta={{ duplicateMessage: msg`This site already has an error page for this status code.` }}
        invalidate={`/user/site/${siteId}/`}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
