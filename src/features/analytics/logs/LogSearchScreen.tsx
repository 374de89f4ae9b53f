// dataAnalysis/logger (user and client): access and WAF log search with the filters of spec 3 (a range of at
// most one day, sites, domains, remote IP, cache status, URI, status), results in a virtual list, a row opened
// in a side panel, and a follow mode that polls every few seconds for lines newer than the newest shown and
// puts them on top while the list is scrolled to the top (it pauses while the user reads further down).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Code, Drawer, Group, SegmentedControl, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { describeError } from '../../../app/error-messages';
import { useArea } from '../../../app/use-area';
import { PageHeader } from '../../../components/PageHeader';
import { UserText } from '../../../components/UserText';
import { callOperation } from '../../../schema-form/operations';
import { ALL, useScopeLists } from '../filters';
import { CACHE_STATES, type LogFilter, type LogKind, LOG_OPS, type LogRow, logBody, logProblem, prependNew } from './log-query';

const PAGE_SIZE = 200;
const FOLLOW_MS = 5000;
const FOLLOW_CAP = 20_000;
const ROW_HEIGHT = 36;

const toLocalInput = (d: Date | null) => {
  if (!d) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const initialFilter = (): LogFilter => {
  const to = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  return { kind: 'access', from: new Date(to.getTime() - 3_600_000), to, siteId: null, domain: null, remoteIP: '', uri: '', cacheStatus: null, status: '' };
};

const PROBLEM_TEXT = {
  missing: msg`Enter both the start and the end.`,
  order: msg`The end must be after the start.`,
  day: msg`A log search spans at most one day.`,
  ip: msg`Enter an IP address or a CIDR block, such as 203.0.113.7 or 203.0.113.0/24.`,
  status: msg`A status code has three digits, such as 404.`,
};

export function Component() {
  const { t, i18n } = useLingui();
  const area = useArea();
  const ops = LOG_OPS[area]!;
  const [filter, setFilter] = useState<LogFilter>(initialFilter);
  const [problem, setProblem] = useState<ReturnType<typeof logProblem>>(null);
  const [searched, setSearched] = useState<{ filter: LogFilter; body: Record<string, unknown> } | null>(null);
  const [rows, setRows] = useState<LogRow[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<LogRow | null>(null);
  const [follow, setFollow] = useState(false);
  const [atTop, setAtTop] = useState(true);
  const [waiting, setWaiting] = useState(0);
  const lists = useScopeLists({ zoneId: ALL, siteType: '0', siteId: filter.siteId ?? ALL, domainTag: ALL, domainId: ALL });
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the list reads the virtualizer on every render
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 12 });

  const set = (patch: Partial<LogFilter>) => setFilter((f) => ({ ...f, ...patch }));

  const load = async (body: Record<string, unknown>, kind: LogKind, pageNo: number, replace: boolean) => {
    setLoading(true);
    setError(null);
    try {
      const answer = await callOperation<{ data: LogRow[]; total: number }>(ops[kind], { body: { ...body, page: pageNo, pageSize: PAGE_SIZE } });
      setRows((known) => (replace ? answer.data : [...known, ...answer.data]));
      setTotal(answer.total);
      setPage(pageNo);
    } catch (e) {
      setError(isApiError(e) ? describeError(e) : t`The logs could not be loaded.`);
    } finally {
      setLoading(false);
    }
  };

  const search = () => {
    const why = logProblem(filter);
    setProblem(why);
    if (why) return;
    const body = logBody(area, filter, filter.from!, filter.to!);
    setSearched({ filter, body });
    setFollow(false);
    setOpen(null);
    scroller.current?.scrollTo({ top: 0 });
    void load(body, filter.kind, 1, true);
  };

  // More rows when the end of the list comes into view.
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (!searched || loading || follow || rows.length >= total || lastIndex < rows.length - 20) return;
    void load(searched.body, searched.filter.kind, page + 1, false);
  }, [lastIndex, rows.length, total, loading, follow]); // eslint-disable-line react-hooks/exhaustive-deps

  // Follow mode: lines newer than the newest shown, every few seconds; put on top only while at the top.
  const held = useRef<LogRow[]>([]);
  useEffect(() => {
    if (!follow || !searched) return;
    let cancelled = false;
    const poll = async () => {
      const now = Date.now();
      const newest = rows[0]?.time ? Date.parse(rows[0].time) : now - 3_600_000;
      const from = new Date(Math.max(newest, now - 3_600_000));
      try {
        const answer = await callOperation<{ data: LogRow[] }>(ops[searched.filter.kind], {
          body: { ...logBody(area, searched.filter, from, new Date(now)), page: 1, pageSize: PAGE_SIZE },
        });
        if (cancelled) return;
        held.current = prependNew(held.current, answer.data, PAGE_SIZE * 5);
        setWaiting(held.current.length);
      } catch {
        // The next poll tries again; the list stays as it is.
      }
    };
    const timer = setInterval(() => void poll(), FOLLOW_MS);
    void poll();
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, [follow, searched]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!follow || !atTop || !held.current.length) return;
    const fresh = held.current;
    held.current = [];
    setWaiting(0);
    setRows((known) => prependNew(known, fresh, FOLLOW_CAP));
  }, [waiting, atTop, follow]);

  const kindChoices = [
    { value: 'access', label: t`Access logs` },
    { value: 'waf', label: t`WAF logs` },
  ];
  const errorOf = (field: NonNullable<typeof problem>['field']) => (problem?.field === field ? i18n._(PROBLEM_TEXT[problem.reason]) : undefined);

  return (
    <>
      <PageHeader title={<Trans>Log search</Trans>} description={<Trans>Requests served and requests the WAF matched, up to one day at a time. The latest lines can be up to an hour old.</Trans>} />
      <Card withBorder padding="md" mb="md" component="form" onSubmit={(e) => (e.preventDefault(), search())}>
        <Stack gap="sm">
          <SegmentedControl aria-label={t`Log`} value={filter.kind} data={kindChoices} onChange={(v) => set({ kind: v as LogKind })} w="fit-content" />
          <Group gap="sm" align="flex-start" wrap="wrap">
            <TextInput type="datetime-local" label={t`From`} value={toLocalInput(filter.from)} onChange={(e) => set({ from: e.currentTarget.value ? new Date(e.currentTarget.value) : null })} error={errorOf('from')} />
            <TextInput type="datetime-local" label={t`To`} value={toLocalInput(filter.to)} onChange={(e) => set({ to: e.currentTarget.value ? new Date(e.currentTarget.value) : null })} error={errorOf('to')} />
            <Select
              label={t`Site`}
              w={220}
              searchable
              clearable
              placeholder={t`All sites`}
              value={filter.siteId}
              data={(lists.sites ?? []).map((s) => ({ value: String(s.id), label: s.siteName }))}
              onChange={(siteId) => set({ siteId, domain: null })}
            />
            <Select
              label={t`Domain`}
              w={220}
              searchable
              clearable
              placeholder={t`All domains`}
              value={filter.domain}
              data={[...new Set((lists.domains ?? []).map((d) => d.domainName))]}
              onChange={(domain) => set({ domain })}
            />
            <TextInput label={t`Remote IP`} w={190} value={filter.remoteIP} onChange={(e) => set({ remoteIP: e.currentTarget.value })} error={errorOf('remoteIP')} />
            <TextInput label={t`URI contains`} w={200} value={filter.uri} onChange={(e) => set({ uri: e.currentTarget.value })} />
            {filter.kind === 'access' && (
              <>
                <Select label={t`Cache status`} w={150} clearable placeholder={t`Any`} value={filter.cacheStatus} data={[...CACHE_STATES]} onChange={(cacheStatus) => set({ cacheStatus })} />
                <TextInput label={t`Status code`} w={120} value={filter.status} onChange={(e) => set({ status: e.currentTarget.value })} error={errorOf('status')} />
              </>
            )}
          </Group>
          <Group>
            <Button type="submit" loading={loading && !follow}>
              <Trans>Search</Trans>
            </Button>
            <Switch
              label={t`Follow new lines`}
              checked={follow}
              disabled={!searched}
              onChange={(e) => {
                held.current = [];
                setWaiting(0);
                setFollow(e.currentTarget.checked);
              }}
            />
            {follow && (
              <Badge color={atTop ? 'green' : 'yellow'} variant="light" role="status">
                {atTop ? <Trans>Following</Trans> : <Trans>Paused while you scroll: {waiting} new lines</Trans>}
              </Badge>
            )}
          </Group>
        </Stack>
      </Card>
      {error && (
        <Alert color="red" title={t`The logs could not be loaded`} mb="md">
          {error}
        </Alert>
      )}
      {searched && !error && (
        <Card withBorder padding={0}>
          <Group justify="space-between" p="sm">
            <Text size="sm" data-testid="log-count">
              <Trans>
                {rows.length} of {total} lines
              </Trans>
            </Text>
          </Group>
          {rows.length === 0 && !loading ? (
            <Text c="dimmed" ta="center" py="xl">
              <Trans>No line matches this search.</Trans>
            </Text>
          ) : (
            <div
              ref={scroller}
              role="region"
              aria-label={t`Log lines`}
              tabIndex={0}
              style={{ height: 520, overflow: 'auto' }}
              onScroll={(e) => setAtTop(e.currentTarget.scrollTop < 4)}
            >
              <div role="list" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
                {items.map((item) => {
                  const row = rows[item.index]!;
                  return (
                    <div key={row.reqID} role="listitem" style={{ position: 'absolute', top: 0, left: 0, right: 0, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}>
                      <Button
                        variant="subtle"
                        color="gray"
                        fullWidth
                        h={ROW_HEIGHT}
                        justify="flex-start"
                        styles={{ label: { fontWeight: 400, gap: 12, display: 'flex', overflow: 'hidden' } }}
                        onClick={() => setOpen(row)}
                        aria-label={`${new Date(row.time).toLocaleString(i18n.locale)} ${row.method} ${row.domain}${row.uri} ${row.status ?? ''}`}
                      >
                        <Text span size="sm" ff="monospace" w={170}>
                          {new Date(row.time).toLocaleString(i18n.locale)}
                        </Text>
                        <Text span size="sm" w={130}>
                          {row.remoteIP}
                        </Text>
                        <Text span size="sm" w={60}>
                          {row.method}
                        </Text>
                        {row.status !== undefined && (
                          <Text span size="sm" w={40}>
                            {row.status}
                          </Text>
                        )}
                        <Text span size="sm" truncate>
                          {row.domain}
                          {row.uri}
                        </Text>
                      </Button>
                    </div>
                  );
                })}
              </div>
            </div>
          )}
        </Card>
      )}
      <Drawer opened={open !== null} onClose={() => setOpen(null)} position="right" size="lg" title={t`Log line`}>
        {open && (
          <Table>
            <Table.Tbody>
              {Object.entries(open).map(([field, value]) => (
                <Table.Tr key={field}>
                  <Table.Th scope="row">{field}</Table.Th>
                  <Table.Td>
                    {field === 'time' ? new Date(String(value)).toLocaleString(i18n.locale) : typeof value === 'string' && value.length > 40 ? <Code block>{value}</Code> : <UserText value={value === null ? '—' : String(value)} />}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Drawer>
    </>
  );
}
