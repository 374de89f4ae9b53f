// Admin licences (spec section 3, Licence): the plans the back office issues to clients. List with paging; create and
// edit through descriptors (forms/admin/license-*.form.json: days of use, limits with 0 = unlimited, port type, node
// monitor frequency); the upgrade to layer 7 + 4 is irreversible, so the form says so before saving; remove a
// selection after a confirmation (a licence held by clients is refused: 101003 `license in use`, said as such);
// a client's order record (./LicenseOrderModal.tsx).
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import createDescriptor from '../../../forms/admin/license-create.form.json';
import issueBase from '../../../forms/admin/license-issue.form.json';
import updateDescriptor from '../../../forms/admin/license-update.form.json';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import { useAdminLicenseDeleteLicenses, useAdminLicenseListLicenses } from '../../api/generated/hooks/license/license';
import type { AdminLicense } from '../../api/generated/model';
import { isApiError } from '../../api/errors';
import { invalidateAfter } from '../../api/invalidate';
import { notifyError, notifySuccess, reportError } from '../../services/feedback';
import { ConfirmButton } from '../../components/ConfirmButton';
import { PageHeader } from '../../components/PageHeader';
import { PermittedButton } from '../../components/Permitted';
import { columnsFor, ResourceTable } from '../../components/resource-table/ResourceTable';
import { useListState } from '../../components/resource-table/list-state';
import { UserText } from '../../components/UserText';
import { isolated } from '../../components/user-text';
import { actionsColumn } from '../../kit/accounts-row-actions';
import { defineForm } from '../../schema-form/descriptor';
import { RowFormModal } from '../../schema-form/RowFormModal';
import { type Choice, LICENSE_IN_USE, licenseForm } from './forms';
import { LicenseOrderModal } from './LicenseOrderModal';
import { LIMIT_KEYS, useLicenseTexts } from './texts';
import { NoWrap } from '../../components/CellText';

type IssueValues = { userID?: number };
type Values = Omit<AdminLicense, 'id' | 'startDate' | 'updatedAt'>;
const column = columnsFor<AdminLicense>();

const valuesOf = ({ id: _id, startDate: _start, updatedAt: _updated, ...values }: AdminLicense): Values => values;

export function Component() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const list = useListState();
  const licenses = useAdminLicenseListLicenses(list.params);
  // A licence in use is said as such below; other refusals are reported as usual.
  const remove = useAdminLicenseDeleteLicenses({ mutation: { meta: { handledCodes: [101003] } } });
  const texts = useLicenseTexts();
  const [orderOf, setOrderOf] = useState<'choose' | null>(null);
  const [creating, setCreating] = useState<{ mode: 'create'; initial: Values } | null>(null);
  const [editing, setEditing] = useState<{ mode: 'edit'; initial: Values; license: AdminLicense } | null>(null);
  const [issuing, setIssuing] = useState<{ mode: 'create'; initial: IssueValues; license: AdminLicense } | null>(null);
  const clients = useKindAccountListAccounts('admin', { auth: 'client', page: 1, pageSize: 500 }, { query: { enabled: issuing !== null } });
  const clientChoices = useMemo<Choice[]>(() => (clients.data?.data ?? []).map((client) => ({ id: client.id, name: client.accountName })), [clients.data]);
  // A licence already on layer 7 + 4 cannot go back (101023): its form offers only that port type.
  const editDescriptor = useMemo(() => licenseForm(defineForm(updateDescriptor), { upgraded: editing?.license.portType === 'L7+L4' }), [editing]);
  // The client is chosen from the platform's clients; the start date is left to the server (the time of issuing).
  const issueDescriptor = useMemo(
    () => licenseForm(defineForm(issueBase), { choices: { userID: clientChoices }, omit: ['licenseID', 'startDate'], required: ['userID'] }),
    [clientChoices],
  );
  const date = useCallback((value: string) => new Date(value).toLocaleDateString(i18n.locale), [i18n.locale]);
  const columns = useMemo(
    () => [
      column.accessor('name', { id: 'name', header: () => t`Licence`, enableSorting: false, cell: ({ getValue }) => <UserText value={getValue()} fw={500} /> }),
      column.accessor('days', { id: 'days', header: () => t`Days of use`, enableSorting: false, cell: ({ getValue }) => String(getValue()) }),
      ...LIMIT_KEYS.map((key) => column.accessor(key, { id: key, header: () => texts.limitName[key], enableSorting: false, cell: ({ getValue }) => texts.limit(getValue()) })),
      column.accessor('portType', {
        id: 'portType',
        header: () => t`Port type`,
        enableSorting: false,
        cell: ({ getValue }) => (
          <Badge variant="light" color={getValue() === 'L7' ? 'blue' : 'grape'}>
            {texts.portType(getValue())}
          </Badge>
        ),
      }),
      column.accessor('monitorFrequency', { id: 'monitorFrequency', header: () => t`Monitor frequency`, enableSorting: false, cell: ({ getValue }) => t`${getValue()} s` }),
      column.accessor('startDate', { id: 'startDate', header: () => t`Starts`, enableSorting: false, cell: ({ getValue }) => <NoWrap>{date(getValue())}</NoWrap> }),
      column.accessor('updatedAt', { id: 'updatedAt', header: () => t`Updated`, enableSorting: false, cell: ({ getValue }) => <NoWrap>{date(getValue())}</NoWrap> }),
      actionsColumn(column, t`Actions`, (license) => [
        { label: <Trans>Edit</Trans>, operation: 'admin-license-update-license', variant: 'light', onClick: () => setEditing({ mode: 'edit', license, initial: valuesOf(license) }) },
        { label: <Trans>Issue</Trans>, operation: 'admin-license-issue-license', name: t`Issue ${license.name} to a client`, onClick: () => setIssuing({ mode: 'create', license, initial: {} }) },
      ]),
    ],
    [t, date, texts],
  );

  // Layer 7 to layer 7 + 4 cannot be undone: the form says so while the choice is made, and the change review confirms it.
  const upgradeWarning = (values: Values) =>
    editing?.license.portType === 'L7' && values.portType === 'L7+L4'
      ? [t`The upgrade to layer 7 + 4 cannot be undone: this licence can never go back to layer 7 only.`]
      : [];
  const issueUpgradeWarning = (values: IssueValues) => {
    const who = clientChoices.find((client) => client.id === values.userID)?.name;
    return who
      ? t`If ${isolated(who)} is on layer 7, this licence moves it to layer 7 + 4, which cannot be undone.`
      : t`A client on layer 7 moves to layer 7 + 4 with this licence, which cannot be undone.`;
  };
  const createWarning = (values: Values) =>
    values.portType === 'L7+L4' ? [t`Layer 7 + 4 cannot be undone: this licence can never go back to layer 7 only.`] : [];

  return (
    <>
      <PageHeader title={t`Licences`} description={t`The licences issued to clients: days of use and what a client may create (0 is unlimited).`} />
      <ResourceTable
        label={t`Licences`}
        columns={columns}
        query={licenses}
        list={list}
        rowId={(license) => String(license.id)}
        rowName={(license) => license.name}
        bulkOperation={{ operation: 'admin-license-delete-licenses' }}
        empty={t`No licence yet: create one to issue it to clients.`}
        toolbar={
          <>
            <PermittedButton
              operation="admin-license-create-license"
              onClick={() =>
                setCreating({
                  mode: 'create',
                  initial: { name: '', days: 365, siteLimit: 0, nodeLimit: 0, zoneLimit: 0, domainLimit: 0, autoSSLLimit: 0, portLimit: 0, portType: 'L7', monitorFrequency: 60 },
                })
              }
            >
              <Trans>Add licence</Trans>
            </PermittedButton>
            <PermittedButton variant="light" operation="admin-license-get-order" onClick={() => setOrderOf('choose')}>
              <Trans>A client's licence</Trans>
            </PermittedButton>
          </>
        }
        bulkActions={(selected, clear) => {
          const count = selected.length;
          return (
            <ConfirmButton
              size="xs"
              operation="admin-license-delete-licenses"
              title={t`Remove ${count} licences?`}
              message={t`These ${count} licences can no longer be issued. Licences held by clients cannot be removed. This cannot be undone.`}
              confirmLabel={t`Remove`}
              loading={remove.isPending}
              onConfirm={async () => {
                try {
                  await remove.mutateAsync({ data: { ids: selected.map((license) => license.id) } });
                } catch (error) {
                  if (!isApiError(error)) throw error;
                  if (error.code === 101003 && error.extra === LICENSE_IN_USE) {
                    notifyError(t`A licence that clients hold (as their licence or an offline licence) cannot be removed. Issue those clients another licence first.`);
                  } else reportError(error);
                  return;
                }
                clear();
                notifySuccess(plural(selected.length, { one: 'Removed # licence', other: 'Removed # licences' }));
                await invalidateAfter(queryClient, 'admin-license-delete-licenses', {});
              }}
            >
              <Trans>Remove</Trans>
            </ConfirmButton>
          );
        }}
      />
      <RowFormModal<Values>
        descriptor={defineForm(createDescriptor)}
        editing={creating}
        path={{}}
        toBody={(values) => ({ ...values, name: values.name.trim() })}
        warnings={createWarning}
        meta={{ duplicateMessage: t`A licence with this name already exists.` }}
        onClose={() => setCreating(null)}
      />
      <RowFormModal<Values>
        descriptor={editDescriptor}
        editing={editing}
        path={{}}
        extraBody={editing ? { id: editing.license.id } : undefined}
        toBody={(values) => ({ ...values, name: values.name.trim() })}
        warnings={upgradeWarning}
        reviewCautions={upgradeWarning}
        meta={{ duplicateMessage: t`A licence with this name already exists.` }}
        onClose={() => setEditing(null)}
      />
      <RowFormModal<IssueValues>
        // The client is a choice of the platform's clients: the form opens once they are known.
        descriptor={issueDescriptor}
        editing={issuing && clients.data ? issuing : null}
        path={{}}
        extraBody={issuing ? { licenseID: issuing.license.id } : undefined}
        warnings={(values) => (issuing?.license.portType === 'L7+L4' ? [issueUpgradeWarning(values)] : [])}
        onClose={() => setIssuing(null)}
      />
      <LicenseOrderModal client={orderOf} onClose={() => setOrderOf(null)} />
    </>
  );
}
