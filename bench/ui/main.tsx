// The UI benchmark page (npm run bench builds and opens it; it is not part of the console's build):
// renders the resource table with 5000 rows and scrolls it, and validates a 5000-line IP list,
// then leaves the figures on window.__bench.
import '@mantine/core/styles.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MantineProvider, Text } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { columnsFor, ResourceTable } from '../../src/components/resource-table/ResourceTable';
import { validator } from '../../src/schema-form/validator';
import { ruleIpList } from '../../src/validation/lists';
import { messages } from '../../locales/en/messages.po';

interface Row {
  id: number;
  domain: string;
  origin: string;
  status: string;
  updatedAt: string;
}
const ROWS = 5000;
const rows: Row[] = Array.from({ length: ROWS }, (_, i) => ({
  id: i + 1,
  domain: `shop-${i}.harbor-tea.example`,
  origin: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}:443`,
  status: i % 7 === 0 ? 'inactive' : 'active',
  updatedAt: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
}));
const column = columnsFor<Row>();
const columns = [
  column.accessor('domain', { id: 'domain', header: () => 'Domain' }),
  column.accessor('origin', { id: 'origin', header: () => 'Origin', cell: ({ getValue }) => <Text ff="monospace" size="sm">{getValue()}</Text> }),
  column.accessor('status', { id: 'status', header: () => 'Status' }),
  column.accessor('updatedAt', { id: 'updatedAt', header: () => 'Updated' }),
];
const query = { data: { data: rows, total: rows.length }, isPending: false, isError: false, refetch: () => undefined };
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

async function run() {
  i18n.loadAndActivate({ locale: 'en', messages: messages as never });
  const root = createRoot(document.getElementById('root')!);
  const start = performance.now();
  root.render(
    <I18nProvider i18n={i18n}>
      <MantineProvider>
        <ResourceTable label="Bench" columns={columns} query={query} rowId={(row) => String(row.id)} bulkActions={() => null} height={700} />
      </MantineProvider>
    </I18nProvider>,
  );
  await frame();
  await frame();
  const renderMs = performance.now() - start;
  const renderedRows = document.querySelectorAll('tbody tr[data-index]').length;

  const viewport = document.querySelector('[data-scroll="resource-table"]') as HTMLElement;
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
  const lastRowShown = document.querySelector(`tbody tr[data-index="${ROWS - 1}"]`) !== null;

  const ips = Array.from({ length: 5000 }, (_, i) => (i % 3 === 0 ? `192.0.${(i >> 8) & 255}.${i & 255}/32` : `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`));
  const text = ips.join('\n');
  const ruleTimes: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    if (ruleIpList(text) !== null) throw new Error('the bench list should be valid');
    ruleTimes.push(performance.now() - t0);
  }
  const schema = { type: 'object' as const, properties: { ips: { type: 'array' as const, 'x-rule': 'rule-ip-list', items: { type: 'string' as const } } } };
  const formTimes: number[] = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    const { errors } = validator.validateFormData({ ips }, schema);
    if (errors.length) throw new Error('the bench form should be valid');
    formTimes.push(performance.now() - t0);
  }
  (window as unknown as { __bench: unknown }).__bench = {
    rows: ROWS,
    renderMs,
    renderedRows,
    scrollFrameP95Ms: p95(frames),
    scrollFrameMaxMs: Math.max(...frames),
    lastRowShown,
    ipListMedianMs: [...ruleTimes].sort((a, b) => a - b)[5],
    ipListFormMedianMs: [...formTimes].sort((a, b) => a - b)[5],
  };
}
void run();
