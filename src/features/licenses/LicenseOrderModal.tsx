// A client's licence order record (spec 3: the per-user order record): which licence the client holds, its period
// and the limits in force for it (0 = unlimited); edited through forms/admin/license-order.form.json. Moving the
// client from layer 7 to layer 7 + 4 cannot be undone: the form and its change review say so before saving, and a
// client already on layer 7 + 4 is offered only that port type. Opened from a client's row of the admin's users and
// from the licences screen (which chooses the client first).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, Select, Stack, Table, Text } from '@mantine/core';
import { Modal } from '../../components/leave-guard/GuardedModal';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import orderDescriptor from '../../../forms/admin/license-order.form.json';
import { Loaded } from '../../kit/Loaded';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import { useAdminLicenseGetOrder, useAdminLicenseListLicenses } from '../../api/generated/hooks/license/license';
import type { AdminLicenseOrder, AdminLicenseOrderUpdate } from '../../api/generated/model';
import { PermittedButton } from '../../components/Permitted';
import { isolated } from '../../components/user-text';
import { UserText } from '../../components/UserText';
import { WithBadge } from '../../kit/accounts-badges';
import { defineForm } from '../../schema-form/descriptor';
import { RowFormModal } from '../../schema-form/RowFormModal';
import { type Choice, licenseForm } from './forms';
import { LIMIT_KEYS, useLicenseTexts } from './texts';
import { DialogClose } from '../../components/DialogActions';
import { formatDateTime } from '../../i18n/format';

type Values = AdminLicenseOrderUpdate;

/** `client` null: closed; 'choose': the client is chosen in the dialog first. */
export function LicenseOrderModal({ client, onClose }: { client: Choice | 'choose' | null; onClose: () => void }) {
  const { t } = useLingui();
  const [chosen, setChosen] = useState<Choice | null>(null);
  const choosing = client === 'choose';
  const clients = useKindAccountListAccounts('admin', { auth: 'client', page: 1, pageSize: 500 }, { query: { enabled: choosing } });
  const shown = choosing ? chosen : client;
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <Modal
      opened={client !== null}
      onClose={close}
      size="lg"
      title={shown ? t`Licence of ${isolated(shown.name)}` : t`A client's licence`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack>
        {choosing && (
          <Loaded query={clients} failed={t`The clients could not be loaded.`}>
            {(data) => (
              <Select
                label={t`Client`}
                placeholder={t`Choose a client`}
                searchable
                allowDeselect={false}
                nothingFoundMessage={t`No client matches.`}
                data={data.data.map((account) => ({ value: String(account.id), label: account.accountName }))}
                value={chosen ? String(chosen.id) : null}
                onChange={(value) => {
                  const account = data.data.find((a) => String(a.id) === value);
                  setChosen(account ? { id: account.id, name: account.accountName } : null);
                }}
              />
            )}
          </Loaded>
        )}
        {shown && <Order key={shown.id} client={shown} />}
        <DialogClose onClose={close} />
      </Stack>
    </Modal>
  );
}

const valuesOf = (order: AdminLicenseOrder): Values => ({
  licenseID: order.licenseID,
  startDate: order.startDate,
  expiredAt: order.expiredAt,
  ...Object.fromEntries(LIMIT_KEYS.map((key) => [key, order[key]])),
  portType: order.portType,
  monitorFrequency: order.monitorFrequency,
});

function Order({ client }: { client: Choice }) {
  const { t, i18n } = useLingui();
  const texts = useLicenseTexts();
  const order = useAdminLicenseGetOrder(client.id);
  const licenses = useAdminLicenseListLicenses({ page: 1, pageSize: 500 });
  const [editing, setEditing] = useState<{ mode: 'edit'; initial: Values } | null>(null);
  const current = order.data?.data ?? null;
  const descriptor = useMemo(
    () =>
      licenseForm(defineForm(orderDescriptor), {
        choices: { licenseID: (licenses.data?.data ?? []).map((l) => ({ id: l.id, name: l.name })) },
        upgraded: current?.portType === 'L7+L4',
      }),
    [licenses.data, current?.portType],
  );
  const upgrade = (values: Values) =>
    current?.portType === 'L7' && values.portType === 'L7+L4'
      ? [t`Moving ${isolated(client.name)} to layer 7 + 4 cannot be undone: this client can never go back to layer 7 only.`]
      : [];

  return (
    <Loaded query={order} failed={t`The licence of this client could not be loaded.`}>
      {() => {
        if (!current) {
          return (
            <Alert color="gray" title={t`No licence was issued to this client yet.`}>
              <Trans>
                Issue one from the{' '}
                <Anchor component={Link} to="/admin/licenses">
                  licences
                </Anchor>{' '}
                screen (Issue on a licence's row).
              </Trans>
            </Alert>
          );
        }
        const date = (value: string) => formatDateTime(value, i18n.locale);
        const licenseName = current.licenseName;
        return (
          <>
            <WithBadge gap="xs" badge={current.expired ? { label: <Trans>Expired</Trans>, color: 'red' } : { label: <Trans>In force</Trans>, color: 'green' }}>
              <Text fw={500}>
                <UserText value={licenseName} />
              </Text>
            </WithBadge>
            <Table aria-label={t`Order record`} withTableBorder variant="vertical">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Period</Trans>
                  </Table.Th>
                  <Table.Td>{t`${date(current.startDate)} to ${date(current.expiredAt)}`}</Table.Td>
                </Table.Tr>
                {LIMIT_KEYS.map((key) => (
                  <Table.Tr key={key}>
                    <Table.Th>{texts.limitName[key]}</Table.Th>
                    <Table.Td>{texts.limit(current[key])}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th>
                    <Trans>Port type</Trans>
                  </Table.Th>
                  <Table.Td>{texts.portType(current.portType)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Monitor frequency</Trans>
                  </Table.Th>
                  <Table.Td>{t`${current.monitorFrequency} s`}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Updated</Trans>
                  </Table.Th>
                  <Table.Td>{date(current.updatedAt)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Group>
              <PermittedButton
                operation="admin-license-update-order"
                path={{ userId: client.id }}
                disabled={!licenses.data}
                onClick={() => setEditing({ mode: 'edit', initial: valuesOf(current) })}
              >
                <Trans>Edit the order</Trans>
              </PermittedButton>
            </Group>
            <RowFormModal<Values>
              descriptor={descriptor}
              editing={editing}
              path={{ userId: client.id }}
              warnings={upgrade}
              reviewCautions={upgrade}
              successMessage={() => t`Licence of ${isolated(client.name)} saved`}
              describeValue={(path, value) => (path[0] === 'licenseID' ? licenses.data?.data.find((l) => l.id === value)?.name : undefined)}
              onClose={() => setEditing(null)}
            />
          </>
        );
      }}
    </Loaded>
  );
}
