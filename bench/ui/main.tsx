// The UI benchmark page (npm run bench builds and opens it; it is not part of the console's build):
// renders the resource table with 5000 rows and scrolls it, scrolls a bare TanStack Virtual list of the same
// rows the same way (alternating, PASSES passes each, every frame of every pass counted), counts what React renders
// per scroll step (a DevTools hook, ./render-count.ts), validates a 5000-line IP list, then leaves the figures on
// window.__bench and the table on screen with a search box and an edit dialog for the interaction figures,
// which scripts/bench.mjs drives with real input and reads from the Event Timing API.
import '@mantine/core/styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Button, MantineProvider, Modal, Stack, Text, TextInput } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Mono } from '../../src/components/CellText';
import { columnsFor, ResourceTable } from '../../src/components/resource-table/ResourceTable';
import { RowButton } from '../../src/components/RowButton';
import type { RJSFSchema } from '@rjsf/utils';
import { validator } from '../../src/schema-form/validator';
import ipListForm from './ip-list-form.validator.json';
import { ruleIpList } from '../../src/validation/lists';
import { messages as consoleMessages } from '../../locales/en/console.po';
import { messages } from '../../locales/en/messages.po';
import { renderCounts } from './render-count';

interface Row {
  id: number;
  domain: string;
  origin: string;
  status: string;
  updatedAt: string;
}
const ROWS = 5000;
/** Scroll passes of each list, alternating (the machine's load changes from one second to the next). */
const PASSES = 4;
const STEPS = 120;
const HEIGHT = 700;
const rows: Row[] = Array.from({ length: ROWS }, (_, i) => ({
  id: i + 1,
  domain: `shop-${i}.harbor-tea.example`,
  origin: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}:443`,
  status: i % 7 === 0 ? 'inactive' : 'active',
  updatedAt: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
}));
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

let openEditor: (row: Row) => void = () => undefined;
const column = columnsFor<Row>();
/** The list's columns, its origin and edit cells drawn by the variant measured. */
const columnsDrawn = (origin: (value: string) => ReactNode, edit: (row: Row) => ReactNode) => [
  column.accessor('domain', { id: 'domain', header: () => 'Domain' }),
  column.accessor('origin', { id: 'origin', header: () => 'Origin', cell: ({ getValue }) => origin(getValue()) }),
  column.accessor('status', { id: 'status', header: () => 'Status' }),
  column.accessor('updatedAt', { id: 'updatedAt', header: () => 'Updated' }),
  column.display({ id: 'actions', header: () => 'Actions', cell: ({ row }) => edit(row.original) }),
];
const columns = columnsDrawn(
  (value) => <Mono>{value}</Mono>,
  (row) => (
    <RowButton variant="light" onClick={() => openEditor(row)} aria-label={`Edit ${row.domain}`}>
      Edit
    </RowButton>
  ),
);

/** The same columns drawn with Mantine's components in the cells (Text, Button): what a cell costs when it is not the kit's. */
const mantineColumns = columnsDrawn(
  (value) => (
    <Text ff="monospace" size="sm">
      {value}
    </Text>
  ),
  (row) => (
    <Button size="compact-xs" variant="light" onClick={() => openEditor(row)} aria-label={`Edit ${row.domain}`}>
      Edit
    </Button>
  ),
);

/** The console's list as a screen uses it: a search box above, an edit dialog per row. */
function TableScreen({ mantine = false, selectable = true }: { mantine?: boolean; selectable?: boolean }) {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Row | null>(null);
  openEditor = setEditing;
  const shown = useMemo(() => (search ? rows.filter((row) => row.domain.includes(search)) : rows), [search]);
  const query = useMemo(() => ({ data: { data: shown, total: shown.length }, isPending: false, isError: false, refetch: () => undefined }), [shown]);
  return (
    <>
      <ResourceTable
        label="Bench"
        columns={mantine ? mantineColumns : columns}
        query={query}
        rowId={(row) => String(row.id)}
        bulkActions={selectable ? () => null : undefined}
        height={HEIGHT}
        toolbar={<TextInput aria-label="Search domains" placeholder="Search domains" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit domain" transitionProps={{ duration: 0 }}>
        {editing && (
          <Stack>
            <TextInput label="Domain" defaultValue={editing.domain} />
            <TextInput label="Origin" defaultValue={editing.origin} />
            <Button onClick={() => setEditing(null)}>Save</Button>
          </Stack>
        )}
      </Modal>
    </>
  );
}

/** The same rows in a bare TanStack Virtual list: plain table elements, nothing else. */
function BareList() {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => 46, overscan: 12 });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  return (
    <div ref={scrollRef} data-scroll="bare-list" style={{ height: HEIGHT, overflow: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {padTop > 0 && <tr style={{ height: padTop }} />}
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <tr key={row.id} data-index={item.index} style={{ height: 46 }}>
                <td>{row.domain}</td>
                <td style={{ fontFamily: 'monospace' }}>{row.origin}</td>
                <td>{row.status}</td>
                <td>{row.updatedAt}</td>
                <td>
                  <button type="button">Edit</button>
                </td>
              </tr>
            );
          })}
          {padBottom > 0 && <tr style={{ height: padBottom }} />}
        </tbody>
      </table>
    </div>
  );
}

type Frames = { frames: number[]; longFrames: { duration: number; script: number; layout: number }[]; lastRowShown: boolean };

/**
 * Scrolls a list from top to bottom in STEPS steps, one step a frame; every frame's time (requestAnimationFrame to
 * requestAnimationFrame) and the long animation frames (over 50 ms: their script and style-and-layout time).
 */
async function scroll(selector: string): Promise<Frames> {
  const viewport = document.querySelector(selector) as HTMLElement;
  const longFrames: Frames['longFrames'] = [];
  type LoAF = PerformanceEntry & { renderStart: number; styleAndLayoutStart: number; scripts: { duration: number }[] };
  const observer =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')
      ? new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LoAF[]) {
            longFrames.push({
              duration: entry.duration,
              script: entry.scripts.reduce((sum, script) => sum + script.duration, 0),
              layout: entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
            });
          }
        })
      : null;
  observer?.observe({ type: 'long-animation-frame' });
  const height = viewport.scrollHeight;
  const frames: number[] = [];
  let last = await frame();
  for (let step = 1; step <= STEPS; step++) {
    viewport.scrollTop = (height * step) / STEPS;
    const now = await frame();
    frames.push(now - last);
    last = now;
  }
  viewport.scrollTop = viewport.scrollHeight;
  await new Promise((resolve) => setTimeout(resolve, 300));
  observer?.disconnect();
  if (!viewport.querySelector('tr[data-index]')) throw new Error(`bench: ${selector} shows no rows`);
  return { frames, longFrames, lastRowShown: document.querySelector(`[data-index="${ROWS - 1}"]`) !== null };
}

const summary = (passes: Frames[]) => {
  const frames = passes.flatMap((pass) => pass.frames);
  const long = passes.flatMap((pass) => pass.longFrames);
  return {
    p95: p95(frames),
    max: Math.max(...frames),
    median: median(frames),
    frames: frames.length,
    passes: passes.map((pass) => ({ p95: p95(pass.frames), max: Math.max(...pass.frames) })),
    longFrames: long.length,
    longScriptMs: long.reduce((sum, frame) => sum + frame.script, 0),
    longLayoutMs: long.reduce((sum, frame) => sum + frame.layout, 0),
    lastRowShown: passes.every((pass) => pass.lastRowShown),
  };
};

async function run() {
  // Both catalogues, as a signed-in console has them (a text missing from the catalogue is compiled on every call).
  i18n.loadAndActivate({ locale: 'en', messages: { ...messages, ...consoleMessages } as never });
  // The table asks the permission cache (useCan); nothing is fetched.
  const queryClient = new QueryClient();
  const root = createRoot(document.getElementById('root')!);
  const show = (variant: 'table' | 'bare' | 'mantine' | 'noselect') =>
    flushSync(() =>
      root.render(
        <I18nProvider i18n={i18n}>
          <MantineProvider>
            <QueryClientProvider client={queryClient}>{variant === 'bare' ? <BareList key={Math.random()} /> : <TableScreen key={Math.random()} mantine={variant === 'mantine'} selectable={variant !== 'noselect'} />}</QueryClientProvider>
          </MantineProvider>
        </I18nProvider>,
      ),
    );
  // For looking into a figure by hand (devtools): show a variant, scroll it.
  Object.assign(window, { __show: show, __scroll: scroll });
  // ?manual: only the above, for a profile of one list (nothing is measured).
  if (new URLSearchParams(location.search).has('manual')) {
    (window as unknown as { __bench: unknown }).__bench = { manual: true };
    return;
  }
  const start = performance.now();
  show('table');
  await frame();
  await frame();
  const renderMs = performance.now() - start;
  const renderedRows = document.querySelectorAll('tbody tr[data-index]').length;

  const table: Frames[] = [];
  const bare: Frames[] = [];
  for (let pass = 0; pass < PASSES; pass++) {
    if (pass > 0) show('table');
    await frame();
    table.push(await scroll('[data-scroll="resource-table"]'));
    show('bare');
    await frame();
    bare.push(await scroll('[data-scroll="bare-list"]'));
  }
  // What React renders per scroll step (one more pass of the table, counted: not timed).
  show('table');
  await frame();
  const counted = await renderCounts(() => scroll('[data-scroll="resource-table"]'));

  const ips = Array.from({ length: 5000 }, (_, i) => (i % 3 === 0 ? `192.0.${(i >> 8) & 255}.${i & 255}/32` : `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`));
  const text = ips.join('\n');
  const ruleTimes: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    if (ruleIpList(text) !== null) throw new Error('the bench list should be valid');
    ruleTimes.push(performance.now() - t0);
  }
  // The schema of a form with one IP list (its validators compiled ahead of time, as a form descriptor's).
  const schema = ipListForm as RJSFSchema;
  const formTimes: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    const { errors } = validator.validateFormData({ ips }, schema);
    if (errors.length) throw new Error('the bench form should be valid');
    formTimes.push(performance.now() - t0);
  }
  // The table stays on screen for the interaction figures (scripts/bench.mjs types and clicks).
  show('table');
  await frame();
  (window as unknown as { __bench: unknown }).__bench = {
    rows: ROWS,
    renderMs,
    renderedRows,
    // Every frame of every pass of each list.
    table: summary(table),
    bare: summary(bare),
    steps: STEPS,
    passes: PASSES,
    rendersPerStep: Object.fromEntries(Object.entries(counted.renders).map(([name, n]) => [name, n / STEPS])),
    commitsPerStep: counted.commits / STEPS,
    ipListMedianMs: median(ruleTimes),
    ipListFormMedianMs: median(formTimes),
  };
}
void run();
