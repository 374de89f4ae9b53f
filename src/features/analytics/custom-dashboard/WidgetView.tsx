// One widget of the customisable dashboard: a card, a top list or a time series drawn with the analytics
// components the statistics screen and the dashboards use, for the widget's own range, interval, top size and
// zones/sites. Its menu moves and resizes it from the keyboard, opens its settings and removes it.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Box, Group, Menu, SimpleGrid, Skeleton } from '@mantine/core';
import { memo, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useArea } from '../../../services/use-area';
import { ChartCard, queryProps } from '../charts/ChartCard';
import { SeriesChart, type SeriesPoint, SeriesTable, summaryOf, toXY } from '../charts/SeriesChart';
import { TopChart, TopTable } from '../charts/TopChart';
import { ANALYTICS_CONFIG } from '../config';
import { csvFileName, seriesCsv, topCsv } from '../csv-export';
import { useStat } from '../data';
import { periodOf } from '../range';
import { REPORT_INTERVAL } from '../report-interval';
import { formatBytes, formatCount } from '../units';
import { withRegionNames } from '../../../kit/region-names';
import { blockTypeName, statusCodeName } from '../../../kit/service-codes';
import { BLOCK_KEYS, Breakdown, Figure, scopeOf, STATUS_CODES, useCard, useTop, type Base } from '../widgets';
import { DEFAULTS, entryOf } from './catalogue';
import type { Direction, Resize } from './layout';
import type { DashboardWidget } from './types';
import { formatDateTime } from '../../../i18n/format';


/** Pixel height of a grid row and the gap between rows (the grid's configuration). */
export const ROW_HEIGHT = 36;
export const GAP = 12;

export type WidgetAction = { kind: 'move'; direction: Direction } | { kind: 'resize'; change: Resize } | { kind: 'settings' } | { kind: 'remove' };

/** The widget's query base: its zones and sites and its range, taken at `at`. */
export function baseOf(widget: DashboardWidget, at: number): NonNullable<Base> {
  const period = periodOf(widget.range ?? DEFAULTS.range, at)!;
  return {
    ...(widget.zoneIDs?.length ? { zoneIDs: widget.zoneIDs } : {}),
    ...(widget.siteIDs?.length ? { siteIDs: widget.siteIDs } : {}),
    startTime: period.startTime,
    endTime: period.endTime,
    reportInterval: REPORT_INTERVAL.dashboard,
  };
}

export function useWidgetTitle(widget: DashboardWidget): string {
  const { i18n } = useLingui();
  const entry = entryOf(widget);
  return widget.title?.trim() || (entry ? i18n._(entry.name) : widget.key);
}

const MOVES: [Direction, MessageDescriptor][] = [
  ['left', msg`Move left`],
  ['right', msg`Move right`],
  ['up', msg`Move up`],
  ['down', msg`Move down`],
];
const RESIZES: [Resize, MessageDescriptor][] = [
  ['wider', msg`Wider`],
  ['narrower', msg`Narrower`],
  ['taller', msg`Taller`],
  ['shorter', msg`Shorter`],
];

const menuItem = (key: string, label: string, onClick: () => void) => (
  <Menu.Item key={key} onClick={onClick}>
    {label}
  </Menu.Item>
);

function WidgetMenu({ title, onAction, disabled }: { title: string; onAction: (action: WidgetAction) => void; disabled?: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t`Widget actions: ${title}`} disabled={disabled}>
          <span aria-hidden="true">⋮</span>
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAction({ kind: 'settings' })}>
          <Trans>Settings…</Trans>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>
          <Trans>Move</Trans>
        </Menu.Label>
        {MOVES.map(([direction, label]) => menuItem(direction, i18n._(label), () => onAction({ kind: 'move', direction })))}
        <Menu.Label>
          <Trans>Size</Trans>
        </Menu.Label>
        {RESIZES.map(([change, label]) => menuItem(change, i18n._(label), () => onAction({ kind: 'resize', change })))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => onAction({ kind: 'remove' })}>
          <Trans>Remove…</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The mouse's handle to drag a widget (the keyboard moves it through the menu). */
function DragHandle() {
  const { t } = useLingui();
  return (
    <Box className="dash-drag-handle" title={t`Drag to move`} c="dimmed" px={4} style={{ cursor: 'grab', userSelect: 'none' }} aria-hidden="true">
      ⠿
    </Box>
  );
}

/** True once the element has come within 300 px of the screen (always true when not lazy). */
function useSeen(lazy: boolean): [boolean, (node: HTMLElement | null) => void] {
  const [seen, setSeen] = useState(!lazy || typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || seen) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setSeen(true);
            observer.current?.disconnect();
          }
        },
        { rootMargin: '300px' },
      );
      observer.current.observe(node);
    },
    [seen],
  );
  return [seen, ref];
}

interface Props {
  widget: DashboardWidget;
  /** When the ranges were taken (the page's last refresh). */
  at: number;
  onAction: (action: WidgetAction) => void;
  busy?: boolean;
  /** Draw only once on screen (the page's lower widgets ask nothing until scrolled to). */
  lazy?: boolean;
}

export const WidgetView = memo(function WidgetView({ widget, at, onAction, busy, lazy = true }: Props) {
  const title = useWidgetTitle(widget);
  const [seen, ref] = useSeen(lazy);
  const actions = (
    <Group gap={2} wrap="nowrap">
      <DragHandle />
      <WidgetMenu title={title} onAction={onAction} disabled={busy} />
    </Group>
  );
  const chartHeight = Math.max(120, widget.h * ROW_HEIGHT + (widget.h - 1) * GAP - 120);
  let body: ReactNode;
  if (!seen) body = <Skeleton h="100%" mih={80} />;
  else if (widget.dataType === 'card') body = <CardWidget widget={widget} at={at} title={title} actions={actions} />;
  else if (widget.dataType === 'top') body = <TopWidget widget={widget} at={at} title={title} actions={actions} />;
  else body = <SeriesWidget widget={widget} at={at} title={title} actions={actions} height={chartHeight} />;
  return (
    <Box ref={ref} h="100%" style={{ overflow: 'auto' }} data-testid={`widget-${widget.key}`}>
      {body}
    </Box>
  );
});

interface KindProps {
  widget: DashboardWidget;
  at: number;
  title: string;
  actions: ReactNode;
}

function CardWidget({ widget, at, title, actions }: KindProps) {
  const { t, i18n } = useLingui();
  const base = useMemo(() => baseOf(widget, at), [widget, at]);
  const card = useCard(base, widget.widgetID);
  const f = card.figures;
  const id = `w-${widget.key}`;
  let content: ReactNode;
  switch (widget.widgetID) {
    case 3:
      content = (
        <SimpleGrid cols={2} spacing="xs">
          <Figure testId={`${id}-requests`} label={t`Requests`} loading={card.loading} value={f && formatCount(f.total, i18n.locale)} />
          <Figure testId={`${id}-traffic`} label={t`Traffic`} loading={card.loading} value={f && formatBytes(f.traffic ?? 0, i18n.locale)} />
        </SimpleGrid>
      );
      break;
    case 4:
      content = <Figure testId={`${id}-value`} label={t`Unique IPs`} loading={card.loading} value={f && formatCount(f.total, i18n.locale)} />;
      break;
    case 5:
      content = (
        <Breakdown testId={`${id}-value`} title={title} loading={card.loading} counts={f?.counts} order={STATUS_CODES} nameOf={(code) => statusCodeName(code, (d) => i18n._(d))} />
      );
      break;
    case 14:
      content = (
        <Breakdown
          testId={`${id}-value`}
          title={title}
          loading={card.loading}
          counts={f && { [t`From China`]: f.counts.chinaCount ?? 0, [t`From elsewhere`]: f.counts.nonChinaCount ?? 0 }}
        />
      );
      break;
    default:
      content = (
        <Breakdown
          testId={`${id}-value`}
          title={title}
          loading={card.loading}
          counts={f?.counts}
          order={BLOCK_KEYS}
          nameOf={(key) => blockTypeName(key, (d) => i18n._(d))}
        />
      );
  }
  return (
    <Box component="section" aria-label={title} pos="relative" h="100%">
      <Box pos="absolute" top={6} right={6} style={{ zIndex: 1 }}>
        {actions}
      </Box>
      {card.failed ? (
        <ChartCard title={title} chart={null} table={null} failed tableOnly />
      ) : (
        content
      )}
    </Box>
  );
}

function TopWidget({ widget, at, title, actions }: KindProps) {
  const { i18n } = useLingui();
  const base = useMemo(() => baseOf(widget, at), [widget, at]);
  const query = useTop(base, widget.widgetID, widget.top ?? DEFAULTS.top, 'reqCount');
  const data = query.data?.data;
  const locale = i18n.locale;
  // The same elements while the figures are the same, so a refresh redraws a chart only when its figures change.
  const [chart, table, rows] = useMemo(() => {
    // Country tops (11 and 21 rank countries) name them in the reader's language.
    const rows = widget.widgetID === 11 || widget.widgetID === 21 ? withRegionNames(data ?? [], locale) : (data ?? []);
    const format = (v: number) => formatCount(v, locale);
    return [<TopChart rows={rows} label={title} format={format} colour={widget.widgetID % 21} />, <TopTable rows={rows} label={title} format={format} />, rows] as const;
  }, [data, title, locale, widget.widgetID]);
  return (
    <ChartCard
      title={title}
      actions={actions}
      {...queryProps(query)}
      empty={!data?.length}
      csv={{ file: csvFileName(`widget-${widget.widgetID}-top`, base.startTime), text: () => topCsv(rows, 'reqCount') }}
      chart={chart}
      table={table}
    />
  );
}

function SeriesWidget({ widget, at, title, actions, height }: KindProps & { height: number }) {
  const { i18n } = useLingui();
  const area = useArea();
  const config = ANALYTICS_CONFIG[area]!;
  const base = useMemo(() => baseOf(widget, at), [widget, at]);
  const step = widget.intervalMinutes ?? DEFAULTS.intervalMinutes;
  const query = useStat<{ data: SeriesPoint[] }>(config.ops.series, { ...scopeOf(base), type: widget.widgetID, page: 1, pageSize: 26784, minutesStep: step });
  const points = useMemo(() => toXY(query.data?.data ?? []), [query.data]);
  const qps = widget.widgetID === 2;
  const locale = i18n.locale;
  const format = useCallback((v: number) => (qps ? `${formatCount(Math.round(v * 100) / 100, locale)}/s` : formatCount(v, locale)), [qps, locale]);
  const summary = useMemo(() => summaryOf(points), [points]);
  const colour = widget.widgetID % 21;
  // The same elements while the points are the same, so a refresh redraws a chart only when its points change.
  const [chart, table] = useMemo(
    () => [<SeriesChart points={points} label={title} format={format} colour={colour} height={height} />, <SeriesTable points={points} label={title} format={format} />],
    [points, title, format, colour, height],
  );
  const peak = summary ? format(summary.peak.y) : '';
  const when = summary ? formatDateTime(summary.peak.x, i18n.locale) : '';
  const average = summary ? format(summary.avg) : '';
  return (
    <ChartCard
      title={title}
      actions={actions}
      {...queryProps(query)}
      empty={!points.length}
      csv={{ file: csvFileName(`widget-${widget.widgetID}-series`, base.startTime), text: () => seriesCsv(points, qps ? 'requestsPerSecond' : 'hits') }}
      summary={
        summary && (
          <Trans>
            Highest: {peak} at {when}; average {average}; every {step} minutes.
          </Trans>
        )
      }
      chart={chart}
      table={table}
    />
  );
}

