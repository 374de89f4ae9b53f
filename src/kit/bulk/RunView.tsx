// Issue 28: a run of "Apply to many sites" on screen: the progress bar (done / failed / left), pause and go on, cancel,
// retry of the failed sites, each site's result, and the report as a CSV file.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { toCsv } from '../csv';
import { BulkRunner, countsOf, type ItemStatus, type Run, type RunItem } from './engine';
import { type BulkSpec, type Call, writeSite } from './plan';
import { idbRunStore } from './store';

const STATUS = {
  pending: { label: msg`Waiting`, color: 'gray' },
  running: { label: msg`Writing`, color: 'blue' },
  done: { label: msg`Done`, color: 'green' },
  failed: { label: msg`Failed`, color: 'red' },
  refused: { label: msg`Not allowed for your role`, color: 'orange' },
  unchanged: { label: msg`Nothing to change`, color: 'gray' },
  cancelled: { label: msg`Cancelled`, color: 'gray' },
} satisfies Record<ItemStatus, unknown>;

/** What a write did, in words: a rule list's entries added and skipped. */
function detailOf(i18n: I18n, item: RunItem): string {
  if (item.error) return item.error;
  if (!item.note) return '';
  try {
    const { added, skipped } = JSON.parse(item.note) as { added: string[]; skipped: string[] };
    const parts = [];
    if (added.length) parts.push(i18n._(msg`Added: ${added.join(', ')}`));
    if (skipped.length) parts.push(i18n._(msg`Already there, skipped: ${skipped.join(', ')}`));
    return parts.join('; ');
  } catch {
    return item.note;
  }
}

function saveText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The report: one line a site, its result and what was done or why not. */
export function reportCsv(i18n: I18n, run: Run): string {
  return toCsv(
    [i18n._(msg`Site`), i18n._(msg`Site ID`), i18n._(msg`Result`), i18n._(msg`Attempts`), i18n._(msg`Details`)],
    run.items.map((item) => [item.siteName, item.siteId, i18n._(STATUS[item.status].label), item.attempts, detailOf(i18n, item)]),
  );
}

/** The runners of this tab by run id: one per run, whoever shows it (a screen shown twice, React's strict mode). */
const active = new Map<string, { runner: BulkRunner<BulkSpec>; listeners: Set<(run: Run) => void> }>();

function runnerFor(run: Run<BulkSpec>, call: Call, resume: boolean) {
  let entry = active.get(run.id);
  if (!entry) {
    const listeners = new Set<(run: Run) => void>();
    const copy: Run<BulkSpec> = { ...run, items: run.items.map((item) => ({ ...item })) };
    const runner = new BulkRunner<BulkSpec>(copy, (item, spec) => writeSite(spec, item.siteId, call), idbRunStore(), {
      concurrency: 4,
      onChange: (next) => listeners.forEach((listener) => listener(next)),
      resume,
    });
    entry = { runner, listeners };
    active.set(run.id, entry);
  }
  return entry;
}

/** A run shown in this tab now, or going on without being shown (not offered to resume). */
export const isActive = (id: string) => {
  const entry = active.get(id);
  return entry !== undefined && (entry.listeners.size > 0 || entry.runner.run.state === 'running');
};

/** Pauses a run shown in this tab (its dialog closed): it stays in IndexedDB and is offered again. */
export const pauseRun = (id: string) => active.get(id)?.runner.pause();

/** Runs (or, `resume`: read back from the store, resumes) `run` as soon as it is shown; `call` writes through the
 * console's transport. */
export function RunView({ run: initial, call, onEnded, resume = false }: { run: Run<BulkSpec>; call: Call; onEnded?: () => void; resume?: boolean }) {
  const { t, i18n } = useLingui();
  const [run, setRun] = useState<Run>(initial);
  const runner = useRef<BulkRunner<BulkSpec> | null>(null);
  // Read when the run shown changes or ends, not reasons to subscribe again.
  const runnerOf = useEffectEvent((shown: Run<BulkSpec>) => runnerFor(shown, call, resume));
  const endedEvent = useEffectEvent(() => onEnded?.());
  // One subscription per run shown.
  useEffect(() => {
    // Updates are gathered into one render a frame: a run of 500 sites changes state a thousand times.
    let frame = 0;
    let latest: Run | null = null;
    const entry = runnerOf(initial);
    const listener = (next: Run) => {
      latest = next;
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          if (latest) setRun(latest);
        });
      }
    };
    entry.listeners.add(listener);
    runner.current = entry.runner;
    listener({ ...entry.runner.run, items: entry.runner.run.items.map((item) => ({ ...item })) });
    if (entry.runner.run.state === 'paused') void entry.runner.start().then(() => endedEvent());
    return () => {
      cancelAnimationFrame(frame);
      entry.listeners.delete(listener);
    };
  }, [initial]);

  const counts = countsOf(run.items);
  const attempted = counts.total - counts.refused - counts.unchanged;
  const part = (n: number) => (attempted ? (n / attempted) * 100 : 0);
  const ended = run.state === 'finished' || run.state === 'cancelled';
  return (
    <Stack gap="sm">
      <Progress.Root size="xl" aria-label={t`Progress of the run`}>
        <Progress.Section value={part(counts.done)} color="green" />
        <Progress.Section value={part(counts.failed)} color="red" />
        <Progress.Section value={part(counts.cancelled)} color="gray" />
      </Progress.Root>
      <Group gap="lg" aria-live="polite">
        <Text size="sm">
          <Trans>Done: {counts.done}</Trans>
        </Text>
        <Text size="sm" c={counts.failed ? 'red' : undefined}>
          <Trans>Failed: {counts.failed}</Trans>
        </Text>
        <Text size="sm">
          <Trans>Left: {counts.left}</Trans>
        </Text>
        {counts.refused > 0 && (
          <Text size="sm" c="orange">
            <Trans>Not allowed: {counts.refused}</Trans>
          </Text>
        )}
        <Badge variant="light" color={run.state === 'finished' ? 'green' : run.state === 'running' ? 'blue' : 'gray'}>
          {run.state === 'running' ? t`Running` : run.state === 'paused' ? t`Paused` : run.state === 'cancelled' ? t`Cancelled` : t`Finished`}
        </Badge>
      </Group>
      <Group gap="sm">
        {run.state === 'running' && (
          <Button variant="default" onClick={() => void runner.current?.pause()}>
            <Trans>Pause</Trans>
          </Button>
        )}
        {run.state === 'paused' && (
          <Button onClick={() => void runner.current?.start().then(() => onEnded?.())}>
            <Trans>Go on</Trans>
          </Button>
        )}
        {!ended && (
          <Button variant="default" color="red" onClick={() => void runner.current?.cancel()}>
            <Trans>Cancel the rest</Trans>
          </Button>
        )}
        {run.state === 'finished' && counts.failed > 0 && (
          <Button onClick={() => void runner.current?.retryFailed().then(() => onEnded?.())}>
            {counts.failed === 1 ? t`Retry the failed site` : t`Retry the ${counts.failed} failed sites`}
          </Button>
        )}
        {ended && (
          <Button variant="light" onClick={() => saveText(reportCsv(i18n, run), `apply-${run.source}-${run.createdAt.slice(0, 10)}.csv`)}>
            <Trans>Download the report (CSV)</Trans>
          </Button>
        )}
      </Group>
      <ScrollArea.Autosize mah={360}>
        <Table aria-label={t`Result by site`} withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Site</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Result</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Details</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {run.items.map((item) => (
              <Table.Tr key={item.siteId}>
                <Table.Td>{item.siteName}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={STATUS[item.status].color} tt="none">
                    {i18n._(STATUS[item.status].label)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{detailOf(i18n, item)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  );
}
