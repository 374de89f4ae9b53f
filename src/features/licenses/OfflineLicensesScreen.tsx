// Admin offline licences (spec 2 offlineLicense, spec 7 license/offline*): signed licence texts for client
// installations that cannot reach the licence server. List with paging (client, licence, period, whether an
// installation loaded it); issue (client and licence chosen from the platform's lists), edit (licence, period,
// memo: a new text is signed), remove and unregister a selection after a confirmation that says what happens to
// the installations; the text is shown after issuing or editing, with copy.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/leave-guard/GuardedModal';
import { useCallback, useMemo, useState } from 'react';
import issueBase from '../../../forms/admin/offline-license-issue.form.json';
import updateBase from '../../../forms/admin/offline-license-update.form.json';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import {
  useAdminLicenseDeleteOfflineLicenses,
  useAdminLicenseListLicenses,
  useAdminLicenseListOfflineLicenses,
  useAdminLicenseUnregisterOfflineLicenses,
} from '../../api/generated/hooks/license/license';
import type { AdminLicenseIssueOfflineLicense200, AdminOfflineLicense, AdminOfflineLicenseIssue, AdminOfflineLicenseUpdate } from '../../api/generated/model';
import { PageHeader } from '../../components/PageHeader';
import { PermittedButton } from '../../components/Permitted';
import { columnsFor, ResourceTable } from '../../components/resource-table/ResourceTable';
import { useListState } from '../../components/resource-table/list-state';
import { isolated } from '../../components/user-text';
import { UserText } from '../../components/UserText';
import { LightBadge, WithBadge } from '../../kit/accounts-badges';
import { actionsColumn, RowActions } from '../../kit/accounts-row-actions';
import { useAfterWrite } from '../../kit/after-write';
import { defineForm } from '../../schema-form/descriptor';
import { RowFormModal } from '../../schema-form/RowFormModal';
import { licenseForm } from './forms';

type IssueValues = Partial<AdminOfflineLicenseIssue>;
type UpdateValues = Omit<AdminOfflineLicenseUpdate, 'id'>;
const column = columnsFor<AdminOfflineLicense>();

export function Component() {
  const { t, i18n } = useLingui();
  const afterWrite = useAfterWrite();
  const list = useListState();
  const offlines = useAdminLicenseListOfflineLicenses(list.params);
  const remove = useAdminLicenseDeleteOfflineLicenses();
  const unregister = useAdminLicenseUnregisterOfflineLicenses();
  const [issuing, setIssuing] = useState<{ mode: 'create'; initial: IssueValues } | null>(null);
  const [editing, setEditing] = useState<{ mode: 'edit'; initial: UpdateValues; row: AdminOfflineLicense } | null>(null);
  const [text, setText] = useState<AdminOfflineLicense | null>(null);
  const choosing = issuing !== null || editing !== null;
  const clients = useKindAccountListAccounts('admin', { auth: 'client', page: 1, pageSize: 500 }, { query: { enabled: issuing !== null } });
  const licenses = useAdminLicenseListLicenses({ page: 1, pageSize: 500 }, { query: { enabled: choosing } });
  const licenseChoices = useMemo(() => (licenses.data?.data ?? []).map((l) => ({ id: l.id, name: l.name })), [licenses.data]);
  const clientChoices = useMemo(() => (clients.data?.data ?? []).map((c) => ({ id: c.id, name: c.accountName })), [clients.data]);
  const issueDescriptor = useMemo(
    () => licenseForm(defineForm(issueBase), { choices: { userID: clientChoices, licenseID: licenseChoices } }),
    [clientChoices, licenseChoices],
  );
  const updateDescriptor = useMemo(() => licenseForm(defineForm(updateBase), { choices: { licenseID: licenseChoices } }), [licenseChoices]);

  // When the screen opened: a licence whose period ended before it is marked expired.
  const [now] = useState(() => Date.now());
  const date = useCallback((value: string | null | undefined) => (value ? new Date(value).toLocaleDateString(i18n.locale) : ''), [i18n.locale]);
  const columns = useMemo(
    () => [
      column.accessor('accountName', { id: 'accountName', header: () => t`Client`, enableSorting: false, cell: ({ getValue }) => <UserText value={getValue()} fw={500} /> }),
      column.accessor('licenseName', { id: 'licenseName', header: () => t`Licence`, enableSorting: false }),
      column.accessor('expiredAt', {
        id: 'period',
        header: () => t`Period`,
        enableSorting: false,
        cell: ({ row }) => {
          const from = date(row.original.startDate);
          const to = date(row.original.expiredAt);
          const over = Date.parse(row.original.expiredAt) <= now;
          return (
            <WithBadge gap={6} wrap="nowrap" badge={over && { label: <Trans>Expired</Trans>, color: 'red' }}>
              <Text size="sm">{t`${from} to ${to}`}</Text>
            </WithBadge>
          );
        },
      }),
      column.accessor('registered', {
        id: 'registered',
        header: () => t`Installation`,
        enableSorting: false,
        cell: ({ row }) =>
          row.original.registered ? (
            <Stack gap={0}>
              <LightBadge label={<Trans>Registered</Trans>} color="green" miw="max-content" />
              <Text size="xs" c="dimmed" ff="monospace">
                {row.original.machineID}
              </Text>
              {row.original.registeredAt && (
                <Text size="xs" c="dimmed">
                  {date(row.original.registeredAt)}
                </Text>
              )}
            </Stack>
          ) : (
            <LightBadge label={<Trans>Not registered</Trans>} color="gray" miw="max-content" />
          ),
      }),
      column.accessor('memo', { id: 'memo', header: () => t`Memo`, enableSorting: false, cell: ({ getValue }) => <UserText value={getValue() ?? ''} /> }),
      actionsColumn(column, t`Actions`, (row) => [
        {
          label: <Trans>Edit</Trans>,
          operation: 'admin-license-update-offline-license',
          variant: 'light',
          name: t`Edit the offline licence of ${isolated(row.accountName)}`,
          onClick: () => setEditing({ mode: 'edit', row, initial: { licenseID: row.licenseID, startDate: row.startDate, expiredAt: row.expiredAt, memo: row.memo ?? '' } }),
        },
        { label: <Trans>Licence text</Trans>, name: t`Licence text of ${isolated(row.accountName)}`, onClick: () => setText(row) },
      ]),
    ],
    [t, date, now],
  );

  return (
    <>
      <PageHeader
        title={t`Offline licences`}
        description={t`Licences for client installations that cannot reach the licence server: the client loads the licence text on its installation, which registers it.`}
      />
      <ResourceTable
        label={t`Offline licences`}
        columns={columns}
        query={offlines}
        list={list}
        rowId={(row) => String(row.id)}
        rowName={(row) => `${row.accountName} · ${row.licenseName}`}
        bulkOperation={{ operation: 'admin-license-delete-offline-licenses' }}
        empty={t`No offline licence yet: issue one for a client installation that cannot reach the licence server.`}
        toolbar={
          <PermittedButton operation="admin-license-issue-offline-license" onClick={() => setIssuing({ mode: 'create', initial: { memo: '' } })}>
            <Trans>Issue an offline licence</Trans>
          </PermittedButton>
        }
        bulkActions={(selected, clear) => {
          const count = selected.length;
          const registered = selected.filter((row) => row.registered);
          const bound = registered.length;
          const ids = (rows: AdminOfflineLicense[]) => ({ data: { ids: rows.map((row) => row.id) } });
          return (
            <RowActions
              size="xs"
              actions={[
                {
                  label: <Trans>Unregister</Trans>,
                  operation: 'admin-license-unregister-offline-licenses',
                  variant: 'light',
                  color: 'orange',
                  disabled: bound === 0,
                  loading: unregister.isPending,
                  confirm: {
                    title: t`Unregister ${bound} installations?`,
                    message: t`The installations that loaded these ${bound} licences stop being licensed. Each licence can then be loaded on another installation.`,
                    confirmLabel: t`Unregister`,
                    onConfirm: () => afterWrite(unregister.mutateAsync(ids(registered)), plural(bound, { one: 'Unregistered # offline licence', other: 'Unregistered # offline licences' }), 'admin-license-unregister-offline-licenses', {}, clear),
                  },
                },
                {
                  label: <Trans>Remove</Trans>,
                  operation: 'admin-license-delete-offline-licenses',
                  loading: remove.isPending,
                  confirm: {
                    title: t`Remove ${count} offline licences?`,
                    message: t`The installations that loaded them stop being licensed. This cannot be undone.`,
                    confirmLabel: t`Remove`,
                    onConfirm: () => afterWrite(remove.mutateAsync(ids(selected)), plural(count, { one: 'Removed # offline licence', other: 'Removed # offline licences' }), 'admin-license-delete-offline-licenses', {}, clear),
                  },
                },
              ]}
            />
          );
        }}
      />
      <RowFormModal<IssueValues>
        // The client and the licence are choices of the platform's lists: the form opens once they are known.
        descriptor={issueDescriptor}
        editing={issuing && clients.data && licenses.data ? issuing : null}
        path={{}}
        toBody={({ startDate, memo, ...values }) => ({ ...values, ...(startDate ? { startDate } : {}), ...(memo?.trim() ? { memo: memo.trim() } : {}) })}
        onSaved={(answer) => setText((answer as AdminLicenseIssueOfflineLicense200).data)}
        onClose={() => setIssuing(null)}
      />
      <RowFormModal<UpdateValues>
        descriptor={updateDescriptor}
        editing={editing && licenses.data ? editing : null}
        path={{}}
        extraBody={editing ? { id: editing.row.id } : undefined}
        warnings={() => (editing?.row.registered ? [t`Saving signs a new licence text: the installation keeps running on the old one until the client loads the new text.`] : [])}
        describeValue={(path, value) => (path[0] === 'licenseID' ? licenseChoices.find((l) => l.id === value)?.name : undefined)}
        onSaved={(answer) => setText((answer as AdminLicenseIssueOfflineLicense200).data)}
        onClose={() => setEditing(null)}
      />
      <LicenseText row={text} onClose={() => setText(null)} />
    </>
  );
}

function LicenseText({ row, onClose }: { row: AdminOfflineLicense | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={row !== null} onClose={onClose} size="lg" title={t`Licence text of ${isolated(row?.accountName)}`} closeButtonProps={{ 'aria-label': t`Close` }}>
      {row && (
        <Stack>
          <Alert color="blue" variant="light">
            <Trans>Give this text to the client to load on its installation. The first installation that loads it is registered.</Trans>
          </Alert>
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label={t`Licence text`}>
            {row.license}
          </Code>
          <Group justify="flex-end">
            <CopyButton value={row.license}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t`Copied` : t`Copy the text`}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
