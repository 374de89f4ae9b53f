// System status (GET health) as a status panel: the overall state, each dependency with its state, latency and
// the reason it is down; read again on demand and every minute while shown.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Loaded } from '../../kit/Loaded';
import { useClientHealthGetHealth } from '../../api/generated/hooks/health/health';
import { UserText } from '../../components/UserText';

type Overall = 'healthy' | 'degraded' | 'down';
const OVERALL_COLOR: Record<Overall, string> = { healthy: 'green', degraded: 'yellow', down: 'red' };

export function HealthPanel() {
  const { t, i18n } = useLingui();
  const health = useClientHealthGetHealth({ query: { refetchInterval: 60_000, refetchIntervalInBackground: false } });
  const overall: Record<Overall, string> = { healthy: t`Healthy`, degraded: t`Degraded`, down: t`Down` };
  const names: Record<string, string> = {
    database: t`Database`,
    cache: t`Cache`,
    messageQueue: t`Message queue`,
    logStore: t`Log store`,
    dnsProvider: t`DNS provider`,
    licenseServer: t`Licence server`,
  };
  return (
    <Loaded query={health} failed={t`The system status could not be loaded.`}>
      {(data) => {
        const report = data.data;
        const checkedAt = new Date(report.checkedAt).toLocaleString(i18n.locale);
        const version = report.version;
        return (
          <Card withBorder padding="lg" maw={960} component="section" aria-labelledby="system-status-title">
            <Stack gap="md">
              <Group justify="space-between" align="flex-start">
                <Stack gap={4}>
                  <Title order={2} fz="h4" id="system-status-title">
                    <Trans>System status</Trans>
                  </Title>
                  <Text size="sm" c="dimmed">
                    <Trans>
                      Version {version}, checked {checkedAt}
                    </Trans>
                  </Text>
                </Stack>
                <Group gap="sm">
                  <Badge size="lg" variant="light" color={OVERALL_COLOR[report.status]}>
                    {overall[report.status]}
                  </Badge>
                  <Button variant="default" size="xs" loading={health.isFetching} onClick={() => void health.refetch()}>
                    <Trans>Check again</Trans>
                  </Button>
                </Group>
              </Group>
              <Table striped withTableBorder>
                <Table.Caption>
                  <Trans>Every dependency of the console and how it answered.</Trans>
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Dependency</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>State</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Latency</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Details</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {report.checks.map((check) => {
                    const latency = check.latencyMs;
                    return (
                      <Table.Tr key={check.name}>
                        <Table.Td>{names[check.name] ?? check.name}</Table.Td>
                        <Table.Td>
                          <Badge variant="light" color={check.status === 'up' ? 'green' : 'red'}>
                            {check.status === 'up' ? t`Up` : t`Down`}
                          </Badge>
                        </Table.Td>
                        <Table.Td>{t`${latency} ms`}</Table.Td>
                        <Table.Td>{check.message ? <UserText value={check.message} size="sm" /> : null}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Stack>
          </Card>
        );
      }}
    </Loaded>
  );
}
