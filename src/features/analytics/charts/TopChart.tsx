// A ranked top list: a horizontal bar chart and, as its text alternative, a table of rank, name, value and share.
import { BarChart } from './lazy-charts';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import { UserText } from '../../../components/UserText';
import type { TopRow } from '../config';
import { colourAt, usePalette } from '../palette';
import { type Column, DataTable, RANK_COLUMN } from '../../../kit/DataTable';
import { formatPercent } from '../units';
import { HORIZONTAL_GRID, X_TICK, Y_TICK } from './axis';

interface Props {
  rows: readonly TopRow[];
  label: string;
  format: (value: number) => string;
  /** What the total of the shares is (the sum of the rows when not given). */
  total?: number;
  colour?: number;
}

/** The height of the bar chart of `rows` rows. */
export const topChartHeight = (rows: number) => Math.max(120, rows * 26 + 40);

const shortName = (name: string) => (name.length > 28 ? `${name.slice(0, 27)}…` : name);

export const TopChart = memo(function TopChart({ rows, label, format, colour = 0 }: Props) {
  const palette = usePalette();
  const data = useMemo(() => rows.map((r) => ({ name: shortName(r.name || r.key), value: r.value })), [rows]);
  const series = useMemo(() => [{ name: 'value', label, color: colourAt(palette, colour) }], [label, palette, colour]);
  const xAxisProps = useMemo(() => ({ tickFormatter: (v: number) => format(v), tick: X_TICK }), [format]);
  return (
    <BarChart
      h={topChartHeight(rows.length)}
      data={data}
      dataKey="name"
      orientation="vertical"
      series={series}
      valueFormatter={format}
      accessibilityLayer={false}
      yAxisProps={Y_AXIS}
      xAxisProps={xAxisProps}
      barProps={BAR_PROPS}
      gridAxis="x"
      gridProps={HORIZONTAL_GRID}
    />
  );
});

const Y_AXIS = { width: 170, interval: 0 as const, tick: Y_TICK };
const BAR_PROPS = { isAnimationActive: false };

export function TopTable({ rows, label, format, total }: Props) {
  const { i18n } = useLingui();
  const whole = total ?? rows.reduce((s, r) => s + r.value, 0);
  const columns: Column<TopRow>[] = [
    RANK_COLUMN,
    { header: <Trans>Name</Trans>, cell: (r) => <UserText value={r.name || r.key} /> },
    { header: <Trans>Value</Trans>, numeric: true, cell: (r) => format(r.value) },
    { header: <Trans>Share</Trans>, numeric: true, cell: (r) => formatPercent(r.value, whole, i18n.locale) },
  ];
  return <DataTable striped caption={label} columns={columns} rows={rows} rowKey={(r) => r.key} scroll={{ height: 420, label }} />;
}
