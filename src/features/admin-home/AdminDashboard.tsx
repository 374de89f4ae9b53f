// The admin home (issue 26, item 11): the back office at a glance. Licences of the clients by state and what runs
// out within 30 days, each client's licence term used against its licence, which plans clients hold, offline
// installations by state, and the latest audit entries. Everything comes from the admin's list calls (./summary.ts
// computes the figures); the charts have their figures beside them as text.
import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useKindAccountListAccounts } from '../../api/generated/hooks/account/account';
import { getAdminLicenseGetOrderQueryOptions, useAdminLicenseListLicenses, useAdminLicenseListOfflineLicenses } from '../../api/generated/hooks/license/license';
import type { AuditLog } from '../../api/generated/model';
import { useCan } from '../../api/permissions';
import { selfQuery } from '../../services/session';
import { PageHeader } from '../../components/PageHeader';
import { UserText } from '../../components/UserText';
import { Loaded } from '../../kit/Loaded';
import { operationQuery } from '../../schema-form/operations';
import { TwoFactorOffAlert } from '../account/TwoFactorOffAlert';
import { colourAt, usePalette } from '../analytics/palette';
import {
  clientLicence,
  countByState,
  countOffline,
  expiringSoon,
  holdersByLicence,
  OFFLINE_STATES,
  type OfflineState,
  ORDER_STATES,
  type OrderState,
  offlineState,
  SOON_DAYS,
} from './summary';
import { TableHead } from '../../components/TableHead';
import { formatDate, formatDateTime, formatNumber } from '../../i18n/format';

const STATE_COLOURS: Record<OrderState, string> = { active: 'teal', expiring: 'orange', expired: 'red', none: 'gray' };
const OFFLINE_COLOURS: Record<OfflineState, string> = { registered: 'teal', waiting: 'blue', expired: 'red' };
const DAY = 86_400_000;

function Section({ title, children, link }: { title: string; children: ReactNode; link?: { to: string; label: string } }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {link && (
          <Anchor component={Link} to={link.to} size="sm">
            {link.label}
          </Anchor>
        )}
      </Group>
      {children}
    </Card>
  );
}

export function Component() {
  const { t, i18n } = useLingui();
  const account = useQuery(selfQuery('admin')).data?.data;
  const palette = usePalette();
  // The moment the figures are taken at: fixed for the life of the screen so that states do not shift between renders.
  const [now] = useState(() => Date.now());
  const licences = useAdminLicenseListLicenses({ page: 1, pageSize: 500 });
  const clients = useKindAccountListAccounts('admin', { auth: 'client', page: 1, pageSize: 500 });
  const offlines = useAdminLicenseListOfflineLicenses({ page: 1, pageSize: 500 }, { query: { enabled: __OFFLINE_LICENSE__ } });
  const orders = useQueries({ queries: (clients.data?.data ?? []).map((client) => getAdminLicenseGetOrderQueryOptions(client.id)) });
  const audit = useCan('admin-auditLog-search-audit-logs');
  const auditBody = useMemo(
    () => ({ startTime: new Date(now - 7 * DAY).toISOString(), endTime: new Date(now + 60_000).toISOString(), page: 1, pageSize: 8 }),
    [now],
  );
  const recent = useQuery({ ...operationQuery<{ data: AuditLog[]; total: number }>('admin-auditLog-search-audit-logs', { body: auditBody }), enabled: audit.allowed });

  const ordersReady = clients.data !== undefined && orders.every((order) => order.data !== undefined || order.isError);
  const rows = ordersReady ? (clients.data?.data ?? []).map((client, index) => clientLicence(client, orders[index]?.data?.data ?? null, now)) : [];
  const stateName: Record<OrderState, string> = { active: t`In force`, expiring: t`Expiring within ${SOON_DAYS} days`, expired: t`Expired`, none: t`No licence` };
  const offlineName: Record<OfflineState, string> = { registered: t`Registered`, waiting: t`Not loaded yet`, expired: t`Expired` };
  const byState = countByState(rows);
  const soon = expiringSoon(rows);
  const date = (value: string) => formatDate(value, i18n.locale);
  const dateTime = (value: string) => formatDateTime(value, i18n.locale);
  const name = account?.accountName ?? '';

  return (
    <>
      <PageHeader title={<Trans>Welcome, {name}</Trans>} description={<Trans>The clients' licences, offline installations and the latest changes.</Trans>} />
      <Stack gap="lg">
        <TwoFactorOffAlert login2FAType={account?.login2FAType} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Section title={t`Clients' licences`} link={{ to: '/admin/licenses', label: t`Licences` }}>
            {!ordersReady ? (
              <Loaded query={clients} failed={t`The clients could not be loaded.`}>
                {() => <Text c="dimmed">{t`Loading`}</Text>}
              </Loaded>
            ) : (
              <Group align="center" wrap="nowrap">
                <DonutChart
                  size={140}
                  thickness={22}
                  withTooltip={false}
                  pieChartProps={{ accessibilityLayer: false }}
                  data={ORDER_STATES.filter((state) => byState[state] > 0).map((state) => ({ name: stateName[state], value: byState[state], color: `${STATE_COLOURS[state]}.6` }))}
                  chartLabel={String(rows.length)}
                />
                <Table aria-label={t`Clients by licence state`} withRowBorders={false}>
                  <Table.Tbody>
                    {ORDER_STATES.map((state) => (
                      <Table.Tr key={state} data-state={state}>
                        <Table.Th scope="row" fw={400}>
                          <Badge variant="dot" color={STATE_COLOURS[state]}>
                            {stateName[state]}
                          </Badge>
                        </Table.Th>
                        <Table.Td ta="right" fw={600}>
                          {formatNumber(byState[state], i18n.locale)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Group>
            )}
          </Section>
          <Section title={t`Expiring within ${SOON_DAYS} days`}>
            {!ordersReady ? null : soon.length === 0 ? (
              <Text c="dimmed">{t`No client's licence runs out in the next ${SOON_DAYS} days.`}</Text>
            ) : (
              <Table aria-label={t`Expiring within ${SOON_DAYS} days`}>
                <TableHead columns={[t`Client`, t`Licence`, t`Expires`, { label: t`Days left`, ta: 'right' }]} />
                <Table.Tbody>
                  {soon.map((row) => (
                    <Table.Tr key={row.clientID}>
                      <Table.Td>
                        <UserText value={row.clientName} />
                      </Table.Td>
                      <Table.Td>
                        <UserText value={row.order?.licenseName ?? ''} />
                      </Table.Td>
                      <Table.Td>{row.order ? date(row.order.expiredAt) : ''}</Table.Td>
                      <Table.Td ta="right">{row.daysLeft}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Section>
        </SimpleGrid>
        <Section title={t`Clients and their licence term`} link={{ to: '/admin/userManagement/users', label: t`Users` }}>
          {ordersReady && (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label={t`Clients and their licence term`} striped>
                <TableHead columns={[t`Client`, t`Licence`, t`State`, { label: t`Term used`, w: '30%' }, t`Expires`, t`Limits (sites / domains / nodes)`]} />
                <Table.Tbody>
                  {rows.map((row) => {
                    const used = Math.round((row.termUsed ?? 0) * 100);
                    const limit = (value: number) => (value === 0 ? '∞' : formatNumber(value, i18n.locale));
                    return (
                      <Table.Tr key={row.clientID}>
                        <Table.Th scope="row" fw={500}>
                          <UserText value={row.clientName} />
                        </Table.Th>
                        <Table.Td>{row.order ? <UserText value={row.order.licenseName} /> : '—'}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={STATE_COLOURS[row.state]}>
                            {stateName[row.state]}
                          </Badge>
                        </Table.Td>
                        <Table.Td>
                          {row.termUsed === null ? (
                            '—'
                          ) : (
                            <Group gap="xs" wrap="nowrap">
                              <Progress
                                flex={1}
                                value={used}
                                color={STATE_COLOURS[row.state]}
                                aria-label={t`Term used by ${row.clientName}`}
                              />
                              <Text size="sm" miw={40} ta="right">
                                {used}%
                              </Text>
                            </Group>
                          )}
                        </Table.Td>
                        <Table.Td>{row.order ? date(row.order.expiredAt) : '—'}</Table.Td>
                        <Table.Td>{row.order ? `${limit(row.order.siteLimit)} / ${limit(row.order.domainLimit)} / ${limit(row.order.nodeLimit)}` : '—'}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Section>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Section title={t`Clients per licence`}>
            <Loaded query={licences} failed={t`The licences could not be loaded.`}>
              {(data) => {
                const held = holdersByLicence(data.data, rows);
                if (held.length === 0) return <Text c="dimmed">{t`No licence yet: create one to issue it to clients.`}</Text>;
                return (
                  <>
                    <BarChart
                      h={Math.max(120, held.length * 30 + 40)}
                      data={held}
                      dataKey="name"
                      orientation="vertical"
                      series={[{ name: 'clients', label: t`Clients`, color: colourAt(palette, 0) }]}
                      yAxisProps={{ width: 140, interval: 0 }}
                      xAxisProps={{ allowDecimals: false }}
                      barProps={{ isAnimationActive: false }}
                      gridAxis="x"
                      accessibilityLayer={false}
                    />
                    <Text size="sm" c="dimmed" mt="xs">
                      {held.map((row) => `${row.name}: ${row.clients}`).join(' · ')}
                    </Text>
                  </>
                );
              }}
            </Loaded>
          </Section>
          {__OFFLINE_LICENSE__ && (
            <Section title={t`Offline installations`} link={{ to: '/admin/offlineLicense', label: t`Offline licences` }}>
              <Loaded query={offlines} failed={t`The offline licences could not be loaded.`}>
                {(data) => {
                  const counts = countOffline(data.data, now);
                  const installed = data.data.filter((offline) => offlineState(offline, now) === 'registered');
                  return (
                    <Stack gap="sm">
                      <Group gap="xs" aria-label={t`Offline licences by state`} role="list">
                        {OFFLINE_STATES.map((state) => (
                          <Badge key={state} role="listitem" variant="light" color={OFFLINE_COLOURS[state]} size="lg" data-state={state}>
                            {offlineName[state]}: {counts[state]}
                          </Badge>
                        ))}
                      </Group>
                      {installed.length > 0 && (
                        <Table aria-label={t`Registered installations`}>
                          <TableHead columns={[t`Client`, t`Machine`, t`Registered`, t`Expires`]} />
                          <Table.Tbody>
                            {installed.map((offline) => (
                              <Table.Tr key={offline.id}>
                                <Table.Td>
                                  <UserText value={offline.accountName} />
                                </Table.Td>
                                <Table.Td>
                                  <UserText value={offline.machineID ?? ''} ff="monospace" size="sm" />
                                </Table.Td>
                                <Table.Td>{offline.registeredAt ? date(offline.registeredAt) : '—'}</Table.Td>
                                <Table.Td>{date(offline.expiredAt)}</Table.Td>
                              </Table.Tr>
                            ))}
                          </Table.Tbody>
                        </Table>
                      )}
                    </Stack>
                  );
                }}
              </Loaded>
            </Section>
          )}
        </SimpleGrid>
        {audit.allowed && (
          <Section title={t`Recent changes`} link={{ to: '/admin/userManagement/logOperation', label: t`Audit log` }}>
            <Loaded query={recent} failed={t`The audit log could not be loaded.`}>
              {(data) =>
                data.data.length === 0 ? (
                  <Text c="dimmed">{t`Nothing was recorded in the last 7 days.`}</Text>
                ) : (
                  <Table aria-label={t`Recent changes`}>
                    <TableHead columns={[t`Time`, t`Account`, t`Method`, t`URL`, { label: t`Status`, ta: 'right' }]} />
                    <Table.Tbody>
                      {data.data.map((entry) => (
                        <Table.Tr key={entry.id}>
                          <Table.Td>{dateTime(entry.createdAt)}</Table.Td>
                          <Table.Td>
                            <UserText value={entry.accountName} />
                          </Table.Td>
                          <Table.Td>
                            <Badge variant="outline" size="sm">
                              {entry.method}
                            </Badge>
                          </Table.Td>
                          <Table.Td>
                            <UserText value={entry.url} ff="monospace" size="sm" />
                          </Table.Td>
                          <Table.Td ta="right" c={entry.status >= 400 ? 'red' : undefined}>
                            {entry.status}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )
              }
            </Loaded>
          </Section>
        )}
      </Stack>
    </>
  );
}
