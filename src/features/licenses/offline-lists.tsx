// What is particular to the admin's offline licences (forms/admin/lists/offline-licenses.list.json): a licence named by
// its client and licence, its client and licence chosen from the platform's lists, the period marked when it is over,
// the installation that registered it, the signed text shown after an issue or an edit (the screen's dialog,
// LicenseTextContext) and from a row, a caution that an edit of a registered licence signs a new text, and the
// unregistering of a selection.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { createContext, useContext, useMemo, useState } from 'react';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import { useAdminLicenseListLicenses, useAdminLicenseUnregisterOfflineLicenses } from '../../api/generated/hooks/license/license';
import type { AdminOfflineLicense } from '../../api/generated/model';
import { UserText } from '../../components/UserText';
import { LightBadge, WithBadge } from '../../kit/accounts-badges';
import { RowActions } from '../../kit/accounts-row-actions';
import { useAfterWrite } from '../../kit/after-write';
import { FORMS } from '../../kit/lists/found';
import type { Cell, CellProps, ListOverride, OverrideProps, Row } from '../../kit/lists/scope';
import { licenseForm } from './forms';
import { formatDate } from '../../i18n/format';

/** Shows the signed text of an offline licence (the screen's dialog). */
export const LicenseTextContext = createContext<(license: AdminOfflineLicense) => void>(() => undefined);

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function useDay() {
  const { i18n } = useLingui();
  return (value: unknown) => (typeof value === 'string' && value ? formatDate(value, i18n.locale) : '');
}

function Period({ row }: CellProps) {
  const { t } = useLingui();
  const day = useDay();
  // When the list was shown: a licence whose period ended before it is marked expired.
  const [now] = useState(() => Date.now());
  const from = day(row.startDate);
  const to = day(row.expiredAt);
  const over = Date.parse(str(row.expiredAt)) <= now;
  return (
    <WithBadge gap={6} wrap="nowrap" badge={over && { label: <Trans>Expired</Trans>, color: 'red' }}>
      <Text size="sm">{t`${from} to ${to}`}</Text>
    </WithBadge>
  );
}

function Installation({ row }: CellProps) {
  const day = useDay();
  return row.registered ? (
    <Stack gap={0}>
      <LightBadge label={<Trans>Registered</Trans>} color="green" miw="max-content" />
      <Text size="xs" c="dimmed" ff="monospace">
        {str(row.machineID)}
      </Text>
      {Boolean(row.registeredAt) && (
        <Text size="xs" c="dimmed">
          {day(row.registeredAt)}
        </Text>
      )}
    </Stack>
  ) : (
    <LightBadge label={<Trans>Not registered</Trans>} color="gray" miw="max-content" />
  );
}

export const OFFLINE_LICENSE_CELLS: Record<string, Cell> = {
  'license.strong': ({ value }) => <UserText value={str(value)} fw={500} />,
  'license.period': Period,
  'license.installation': Installation,
};

function LicenseTextButton({ row }: OverrideProps & { row: Row }) {
  const { t } = useLingui();
  const show = useContext(LicenseTextContext);
  return (
    <Button size="compact-sm" variant="subtle" aria-label={t`Licence text of ${String(row.accountName)}`} onClick={() => show(row as unknown as AdminOfflineLicense)}>
      <Trans>Licence text</Trans>
    </Button>
  );
}

/** Unregisters the installations of the registered licences of a selection, after a confirmation. */
function Unregister({ selected, clear }: OverrideProps & { selected: Row[]; clear: () => void }) {
  const { t } = useLingui();
  const afterWrite = useAfterWrite();
  const unregister = useAdminLicenseUnregisterOfflineLicenses();
  const registered = selected.filter((row) => row.registered);
  const bound = registered.length;
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
            onConfirm: () =>
              afterWrite(
                unregister.mutateAsync({ data: { ids: registered.map((row) => row.id) } }),
                plural(bound, { one: 'Unregistered # offline licence', other: 'Unregistered # offline licences' }),
                'admin-license-unregister-offline-licenses',
                {},
                clear,
              ),
          },
        },
      ]}
    />
  );
}

export const offlineLicenses: ListOverride = {
  use: function useOfflineLicenses() {
    const { t } = useLingui();
    const show = useContext(LicenseTextContext);
    const clients = useKindAccountListAccounts('admin', { auth: 'client', page: 1, pageSize: 500 });
    const licenses = useAdminLicenseListLicenses({ page: 1, pageSize: 500 });
    const licenseChoices = useMemo(() => (licenses.data?.data ?? []).map((l) => ({ id: l.id, name: l.name })), [licenses.data]);
    const clientChoices = useMemo(() => (clients.data?.data ?? []).map((c) => ({ id: c.id, name: c.accountName })), [clients.data]);
    const form = useMemo(() => licenseForm(FORMS.get('admin.offlineLicense.issue'), { choices: { userID: clientChoices, licenseID: licenseChoices } }), [clientChoices, licenseChoices]);
    const editForm = useMemo(() => licenseForm(FORMS.get('admin.offlineLicense.update'), { choices: { licenseID: licenseChoices } }), [licenseChoices]);
    return {
      form,
      editForm: () => editForm,
      // The client and the licence are choices of the platform's lists: the forms open once they are known.
      addRefused: clients.data && licenses.data ? null : t`Loading`,
      rowName: (row) => `${str(row.accountName)} · ${str(row.licenseName)}`,
      toBody: ({ startDate, memo, ...values }) => ({ ...values, ...(startDate ? { startDate } : {}), ...(str(memo).trim() ? { memo: str(memo).trim() } : {}) }),
      onSaved: (answer) => show((answer as { data: AdminOfflineLicense }).data),
      warnings: (_values, row) => (row?.registered ? [t`Saving signs a new licence text: the installation keeps running on the old one until the client loads the new text.`] : []),
      describe: (path, value) => (path[0] === 'licenseID' ? licenseChoices.find((l) => l.id === value)?.name : undefined),
    };
  },
  row: LicenseTextButton,
  bulk: Unregister,
};
