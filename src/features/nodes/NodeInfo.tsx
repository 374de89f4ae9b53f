// Node information with performance: the node's `key=value` system text as a readable panel, refreshed every
// 2000 ms while it is open and the page visible, with a live chart of one numeric key over the last minutes,
// and the node's sub nodes and sub IPs (SubNodes).
import '@mantine/charts/styles.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LineChart } from '@mantine/charts';
import { Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useClientNodeGetSystem } from '../../api/generated/hooks/node/node';
import type { Node } from '../../api/generated/model';
import { NODE_INFO_REFRESH_MS, pollWhileVisible } from '../../kit/polling';
import { RefreshState } from '../../kit/RefreshState';
import { SubNodes } from './SubNodes';
import { NODE_STATUS, StateBadge } from './states';
import { derived, formatValue, parseSystemText } from './system-text';
import { LoadFailed } from '../../components/LoadFailed';
import { formatTime } from '../../i18n/format';

const LABELS: Record<string, MessageDescriptor> = {
  hostname: msg`Host name`,
  name: msg`Name`,
  zone: msg`Zone`,
  ip: msg`IP`,
  subIPs: msg`Sub IPs`,
  status: msg`Status`,
  os: msg`Operating system`,
  kernel: msg`Kernel`,
  agentVersion: msg`Agent version`,
  nginxVersion: msg`Nginx version`,
  uptime: msg`Up for`,
  cpuCores: msg`CPU cores`,
  cpuUsage: msg`CPU use`,
  load1: msg`Load (1 min)`,
  load5: msg`Load (5 min)`,
  load15: msg`Load (15 min)`,
  memTotal: msg`Memory`,
  memUsed: msg`Memory used`,
  memPercent: msg`Memory used (%)`,
  diskTotal: msg`Disk`,
  diskUsed: msg`Disk used`,
  diskPercent: msg`Disk used (%)`,
  rxBps: msg`Receiving`,
  txBps: msg`Sending`,
  connections: msg`Connections`,
  portType: msg`Port type`,
  geneva: msg`Geneva`,
  logRotateTime: msg`Log rotation (hours)`,
  lastLogRotate: msg`Last log rotation`,
  lastCacheClear: msg`Last cache clear`,
  lastPurge: msg`Last URL purge`,
};

/** Samples kept for the chart: 5 minutes at one every 2 s. */
const KEPT = 150;
type Sample = { time: string } & Record<string, number | string>;

export function NodeInfo({ node }: { node: Node }) {
  const { t, i18n } = useLingui();
  const system = useClientNodeGetSystem(node.id, { query: pollWhileVisible(NODE_INFO_REFRESH_MS) });
  const pairs = useMemo(() => (typeof system.data === 'string' ? parseSystemText(system.data) : []), [system.data]);
  const extra = useMemo(() => derived(pairs), [pairs]);
  const [samples, setSamples] = useState<Sample[]>([]);
  const [charted, setCharted] = useState('cpuUsage');
  // One point of the chart per answer (its time), added while rendering the answer (the points are a history of
  // answers, not a value derivable from the last one); its parsed parts and the language are read then.
  const [sampledAt, setSampledAt] = useState(0);
  if (system.dataUpdatedAt && system.dataUpdatedAt !== sampledAt) {
    setSampledAt(system.dataUpdatedAt);
    if (pairs.length > 0) {
      const sample: Sample = { time: formatTime(system.dataUpdatedAt, i18n.locale) };
      for (const p of pairs) if (p.number !== null) sample[p.key] = p.number;
      Object.assign(sample, extra);
      setSamples((previous) => [...previous.slice(-(KEPT - 1)), sample]);
    }
  }

  const label = (key: string) => (LABELS[key] ? i18n._(LABELS[key]) : key);
  const numericKeys = [...pairs.filter((p) => p.number !== null).map((p) => p.key), ...Object.keys(extra)];
  const show = (key: string, value: string, number: number | null) => (number !== null ? formatValue(key, number, i18n.locale) : value || '—');

  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="xs">
          <StateBadge look={NODE_STATUS[node.status]} />
          <Text size="sm" c="dimmed">
            {node.ip} · {node.zoneName}
          </Text>
        </Group>
        <RefreshState query={system} every={NODE_INFO_REFRESH_MS} />
      </Group>
      {system.isPending && <Loader size="sm" aria-label={t`Loading`} />}
      {system.isError && !system.data && (
        <LoadFailed title={t`The node's information could not be loaded.`} onRetry={system.refetch} size="sm" />
      )}
      {pairs.length > 0 && (
        <>
          <Title order={3} fz="h5">
            <Trans>Live performance</Trans>
          </Title>
          <Select
            label={t`Chart`}
            w={260}
            allowDeselect={false}
            data={numericKeys.map((key) => ({ value: key, label: label(key) }))}
            value={numericKeys.includes(charted) ? charted : null}
            onChange={(value) => value && setCharted(value)}
          />
          <figure aria-label={t`${label(charted)} over the last minutes`} style={{ margin: 0 }}>
            <LineChart
              h={180}
              data={samples}
              dataKey="time"
              series={[{ name: charted, label: label(charted), color: 'blue.6' }]}
              curveType="monotone"
              withDots={false}
              valueFormatter={(value) => formatValue(charted, value, i18n.locale)}
              tickLine="none"
              gridAxis="y"
            />
          </figure>
          <Title order={3} fz="h5">
            <Trans>System</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
            {pairs.map((p) => (
              <Group key={p.key} gap="xs" wrap="nowrap" justify="space-between" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
                <Text component="dt" size="sm" c="dimmed">
                  {label(p.key)}
                </Text>
                <Text component="dd" size="sm" m={0} ff={p.number !== null ? 'monospace' : undefined} ta="end" style={{ overflowWrap: 'anywhere' }}>
                  {show(p.key, p.value, p.number)}
                </Text>
              </Group>
            ))}
          </SimpleGrid>
        </>
      )}
      <SubNodes node={node} />
    </Stack>
  );
}
