// System status (GET health) as a status panel: the overall state, each dependency with its state, latency and
// the reason it is down; read again on demand and every minute while shown.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Loaded } from '../../kit/Loaded';
import { useClientHealthGetHealth } from '../../api/generated/hooks/health/health';
import type { ClientHealthChecksItem } from '../../api/generated/model';
import { UserText } from '../../components/UserText';
import { type Column, DataTable } from '../../kit/DataTable';
import { formatDateTime } from '../../i18n/format';

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
  const columns: Column<ClientHealthChecksItem>[] = [
    { header: <Trans>Dependency</Trans>, cell: (check) => names[check.name] ?? check.name },
    {
      header: <Trans>State</Trans>,
      cell: (check) => (
        <Badge variant="light" color={check.status === 'up' ? 'green' : 'red'}>
          {check.status === 'up' ? t`Up` : t`Down`}
        </Badge>
      ),
    },
    { header: <Trans>Latency</Trans>, cell: ({ latencyMs: latency }) => t`${latency} ms` },
    { header: <Trans>Details</Trans>, cell: (check) => (check.message ? <UserText value={check.message} size="sm" /> : null) },
  ];
  return (
    <Loaded query={health} failed={t`The system status could not be loaded.`}>
      {(data) => {
        const report = data.data;
        const checkedAt = formatDateTime(report.checkedAt, i18n.locale);
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
              <DataTable
                striped
                withTableBorder
                caption={<Trans>Every dependency of the console and how it answered.</Trans>}
                columns={columns}
                rows={report.checks}
                rowKey={(check) => check.name}
              />
            </Stack>
          </Card>
        );
      }}
    </Loaded>
  );
}
