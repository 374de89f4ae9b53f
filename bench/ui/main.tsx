// The UI benchmark page (npm run bench builds and opens it; it is not part of the console's build):
// renders the resource table with 5000 rows and scrolls it, scrolls a bare TanStack Virtual list of the same
// rows the same way (alternating, two rounds each), validates a 5000-line IP list, then leaves the figures on
// window.__bench and the table on screen with a search box and an edit dialog for the interaction figures,
// which scripts/bench.mjs drives with real input and reads from the Event Timing API.
import '@mantine/core/styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Button, MantineProvider, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { columnsFor, ResourceTable } from '../../src/components/resource-table/ResourceTable';
import type { RJSFSchema } from '@rjsf/utils';
import { validator } from '../../src/schema-form/validator';
import ipListForm from './ip-list-form.validator.json';
import { ruleIpList } from '../../src/validation/lists';
import { messages as consoleMessages } from '../../locales/en/console.po';
import { messages } from '../../locales/en/messages.po';

interface Row {
  id: number;
  domain: string;
  origin: string;
  status: string;
  updatedAt: string;
}
const ROWS = 5000;
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
const columns = [
  column.accessor('domain', { id: 'domain', header: () => 'Domain' }),
  column.accessor('origin', { id: 'origin', header: () => 'Origin', cell: ({ getValue }) => <Text ff="monospace" size="sm">{getValue()}</Text> }),
  column.accessor('status', { id: 'status', header: () => 'Status' }),
  column.accessor('updatedAt', { id: 'updatedAt', header: () => 'Updated' }),
  column.display({
    id: 'actions',
    header: () => 'Actions',
    cell: ({ row }) => (
      <Button size="compact-xs" variant="light" onClick={() => openEditor(row.original)} aria-label={`Edit ${row.original.domain}`}>
        Edit
      </Button>
    ),
  }),
];

/** The console's list as a screen uses it: a search box above, an edit dialog per row. */
function TableScreen() {
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Row | null>(null);
  openEditor = setEditing;
  const shown = useMemo(() => (search ? rows.filter((row) => row.domain.includes(search)) : rows), [search]);
  const query = useMemo(() => ({ data: { data: shown, total: shown.length }, isPending: false, isError: false, refetch: () => undefined }), [shown]);
  return (
    <>
      <ResourceTable
        label="Bench"
        columns={columns}
        query={query}
        rowId={(row) => String(row.id)}
        bulkActions={() => null}
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

async function scroll(selector: string) {
  const viewport = document.querySelector(selector) as HTMLElement;
  const frames: number[] = [];
  let last = await frame();
  for (let step = 1; step <= 120; step++) {
    viewport.scrollTop = (viewport.scrollHeight * step) / 120;
    const now = await frame();
    frames.push(now - last);
    last = now;
  }
  viewport.scrollTop = viewport.scrollHeight;
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (!viewport.querySelector('tr[data-index]')) throw new Error(`bench: ${selector} shows no rows`);
  return { p95: p95(frames), max: Math.max(...frames), lastRowShown: document.querySelector(`[data-index="${ROWS - 1}"]`) !== null };
}

async function run() {
  // Both catalogues, as a signed-in console has them (a text missing from the catalogue is compiled on every call).
  i18n.loadAndActivate({ locale: 'en', messages: { ...messages, ...consoleMessages } as never });
  const root = createRoot(document.getElementById('root')!);
  const show = (variant: 'table' | 'bare') =>
    flushSync(() =>
      root.render(
        <I18nProvider i18n={i18n}>
          <MantineProvider>{variant === 'table' ? <TableScreen key={Math.random()} /> : <BareList key={Math.random()} />}</MantineProvider>
        </I18nProvider>,
      ),
    );
  // For looking into a figure by hand (devtools): show a variant, scroll it.
  Object.assign(window, { __show: show, __scroll: scroll });
  const start = performance.now();
  show('table');
  await frame();
  await frame();
  const renderMs = performance.now() - start;
  const renderedRows = document.querySelectorAll('tbody tr[data-index]').length;

  const table: Awaited<ReturnType<typeof scroll>>[] = [];
  const bare: Awaited<ReturnType<typeof scroll>>[] = [];
  for (let round = 0; round < 2; round++) {
    if (round > 0) show('table');
    await frame();
    table.push(await scroll('[data-scroll="resource-table"]'));
    show('bare');
    await frame();
    bare.push(await scroll('[data-scroll="bare-list"]'));
  }

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
    // The worse of the two rounds of each.
    scrollFrameP95Ms: Math.max(...table.map((r) => r.p95)),
    scrollFrameMaxMs: Math.max(...table.map((r) => r.max)),
    bareFrameP95Ms: Math.max(...bare.map((r) => r.p95)),
    bareFrameMaxMs: Math.max(...bare.map((r) => r.max)),
    rounds: { table, bare },
    lastRowShown: table.every((r) => r.lastRowShown) && bare.every((r) => r.lastRowShown),
    ipListMedianMs: median(ruleTimes),
    ipListFormMedianMs: median(formTimes),
  };
}
void run();
