// Issue 28: a run of "Apply to many sites" on screen: the progress bar (done / failed / left), pause and go on, cancel,
// retry of the failed sites, each site's result, and the report as a CSV file.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useEffectEvent, useRef, useState } from 'react';
import { toCsv } from '../csv';
import { type BulkRunner, countsOf, type ItemStatus, type Run, type RunItem } from './engine';
import type { BulkSpec, Call } from './plan';
import { runnerFor } from './runners';
import { saveFile } from '../../services/save-file';
import { TableHead } from '../../components/TableHead';

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


/** The report: one line a site, its result and what was done or why not. */
export function reportCsv(i18n: I18n, run: Run): string {
  return toCsv(
    [i18n._(msg`Site`), i18n._(msg`Site ID`), i18n._(msg`Result`), i18n._(msg`Attempts`), i18n._(msg`Details`)],
    run.items.map((item) => [item.siteName, item.siteId, i18n._(STATUS[item.status].label), item.attempts, detailOf(i18n, item)]),
  );
}

/** One site's line of the result table; drawn again only when that site's result changes (a run of 500 sites
 * redraws its table every frame, and all 500 lines each time were tasks of 100 ms and more). */
const ResultRow = memo(
  function ResultRow({ item }: { item: RunItem }) {
    const { i18n } = useLingui();
    return (
      <Table.Tr>
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
    );
  },
  (a, b) => a.item.siteName === b.item.siteName && a.item.status === b.item.status && a.item.error === b.item.error && a.item.note === b.item.note,
);

/** A line of the result table (a badge's height and the cells' padding). */
const RESULT_ROW_HEIGHT = 37;

/** How often a running run's dialog is drawn again. */
const DRAW_EVERY_MS = 250;

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
    // Updates are gathered into one render every DRAW_EVERY_MS (at once when the run stops): a run of 500 sites changes
    // state a thousand times, and drawing the dialog every frame kept the page's main thread busy for the whole run
    // (style, layout and paint of the 500-line table each frame: 120 s of a 137 s run on a loaded machine).
    let timer: ReturnType<typeof setTimeout> | undefined;
    let latest: Run | null = null;
    let drawn = 0;
    const entry = runnerOf(initial);
    const draw = () => {
      timer = undefined;
      drawn = performance.now();
      if (latest) setRun(latest);
    };
    const listener = (next: Run) => {
      latest = next;
      if (next.state !== 'running') {
        clearTimeout(timer);
        draw();
      } else timer ??= setTimeout(draw, Math.max(0, drawn + DRAW_EVERY_MS - performance.now()));
    };
    entry.listeners.add(listener);
    runner.current = entry.runner;
    listener({ ...entry.runner.run, items: entry.runner.run.items.map((item) => ({ ...item })) });
    if (entry.runner.run.state === 'paused') void entry.runner.start().then(() => endedEvent());
    return () => {
      clearTimeout(timer);
      entry.listeners.delete(listener);
    };
  }, [initial]);

  // Only the lines in view are drawn: every cell of a Mantine table follows the table's context, so a table of 500
  // sites redrew 2,000 cells each time the run moved on, whatever the lines' memo.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the table reads the virtualizer on every render
  const virtualizer = useVirtualizer({ count: run.items.length, getScrollElement: () => scroller, estimateSize: () => RESULT_ROW_HEIGHT, overscan: 6 });
  const virtual = virtualizer.getVirtualItems();
  // Once the box is there (not before: 500 lines drawn once for nothing); without a layout (a test's DOM), every line.
  const shown = !scroller ? [] : scroller.clientHeight > 0 ? virtual : run.items.map((_, index) => ({ index }));
  const padTop = shown === virtual && virtual.length > 0 ? virtual[0]!.start : 0;
  const padBottom = shown === virtual && virtual.length > 0 ? virtualizer.getTotalSize() - virtual[virtual.length - 1]!.end : 0;
  const counts = countsOf(run.items);
  const attempted = counts.total - counts.refused - counts.unchanged;
  const part = (n: number) => (attempted ? (n / attempted) * 100 : 0);
  const ended = run.state === 'finished' || run.state === 'cancelled';
  return (
    <Stack gap="sm">
      <Progress.Root size="xl" aria-label={t`Progress of the run`} transitionDuration={0}>
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
          <Button variant="light" onClick={() => saveFile(`\uFEFF${reportCsv(i18n, run)}`, `apply-${run.source}-${run.createdAt.slice(0, 10)}.csv`, 'text/csv')}>
            <Trans>Download the report (CSV)</Trans>
          </Button>
        )}
      </Group>
      <Box ref={setScroller} mah={360} style={{ overflowY: 'auto' }}>
        <Table aria-label={t`Result by site`} withTableBorder striped>
          <TableHead columns={[t`Site`, t`Result`, t`Details`]} />
          <Table.Tbody>
            {padTop > 0 && (
              <tr aria-hidden="true">
                <td colSpan={3} style={{ height: padTop, padding: 0 }} />
              </tr>
            )}
            {shown.map((row) => {
              const item = run.items[row.index]!;
              return <ResultRow key={item.siteId} item={item} />;
            })}
            {padBottom > 0 && (
              <tr aria-hidden="true">
                <td colSpan={3} style={{ height: padBottom, padding: 0 }} />
              </tr>
            )}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}
