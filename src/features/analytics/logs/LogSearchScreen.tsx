// dataAnalysis/logger (user and client): access and WAF log search with the filters of spec 3 (a range of at
// most one day, sites, domains, remote IP, cache status, URI, status), results in a virtual list, a row opened
// in a side panel, and a follow mode that polls every few seconds for lines newer than the newest shown and
// puts them on top while the list is scrolled to the top (it pauses while the user reads further down). The panel
// offers to block the line's client IP on the line's site (its deny list) and to narrow the search to a value.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Card, Code, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useUserFirewallCreateBlacklist } from '../../../api/generated/hooks/firewall/firewall';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { useAfterWrite } from '../../../kit/after-write';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { describeError } from '../../../services/error-messages';
import { useArea } from '../../../services/use-area';
import { PageHeader } from '../../../components/PageHeader';
import { UserText } from '../../../components/UserText';
import { regionName } from '../../../kit/region-names';
import { statusCodeName } from '../../../kit/service-codes';
import { callOperation } from '../../../schema-form/operations';
import { formatBytes, formatCount } from '../units';
import { logFieldName } from './fields';
import { FOLLOW_CAP, useFollow } from './follow';
import { initialFilter, LogFilterFields } from './LogFilterFields';
import { LogLines, useLogTime } from './LogLines';
import { appendNew, filterByValue, type LogFilter, type LogKind, LOG_OPS, type LogRow, logBody, logProblem } from './log-query';
import { Drawer } from '../../../components/drawer-mount';

const PAGE_SIZE = 200;
/** Pages a follow poll reads at most (lines arriving faster than that are left to a new search). */
const FOLLOW_PAGES = 5;

export function Component() {
  const { t, i18n } = useLingui();
  const area = useArea();
  const ops = LOG_OPS[area]!;
  const time = useLogTime();
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
  const scroller = useRef<HTMLDivElement>(null);

  const set = (patch: Partial<LogFilter>) => setFilter((f) => ({ ...f, ...patch }));

  const load = async (body: Record<string, unknown>, kind: LogKind, pageNo: number, replace: boolean) => {
    setLoading(true);
    setError(null);
    try {
      const answer = await callOperation<{ data: LogRow[]; total: number }>(ops[kind], { body: { ...body, page: pageNo, pageSize: PAGE_SIZE } });
      setRows((known) => (replace ? answer.data : appendNew(known, answer.data)));
      setTotal(answer.total);
      setPage(pageNo);
    } catch (e) {
      setError(isApiError(e) ? describeError(e) : t`The logs could not be loaded.`);
    } finally {
      setLoading(false);
    }
  };

  const search = (asked: LogFilter = filter) => {
    const why = logProblem(asked);
    setProblem(why);
    if (why) return;
    const body = logBody(area, asked, asked.from!, asked.to!);
    setSearched({ filter: asked, body });
    setFollow(false);
    setOpen(null);
    scroller.current?.scrollTo({ top: 0 });
    void load(body, asked.kind, 1, true);
  };
  // "Filter by this value" in the panel: the search again, narrowed to that value.
  const narrowTo = (patch: Partial<LogFilter>) => {
    const next = { ...filter, ...patch };
    setFilter(next);
    search(next);
  };

  // More rows when the end of the list comes into view (the list says so; a stable callback keeps its rows drawn).
  const more = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    more.current = () => {
      if (!searched || loading || follow || rows.length >= total) return;
      void load(searched.body, searched.filter.kind, page + 1, false);
    };
  });
  const onNearEnd = useCallback(() => more.current(), []);

  // Follow mode: the lines after the newest known, at most an hour back (data can be an hour old), a few pages a poll.
  const fetchSince = async (since: Date | null): Promise<LogRow[]> => {
    if (!searched) return [];
    const now = Date.now();
    const from = new Date(Math.max(since?.getTime() ?? 0, now - 3_600_000));
    const body = logBody(area, searched.filter, from, new Date(now));
    const lines: LogRow[] = [];
    for (let pageNo = 1; pageNo <= FOLLOW_PAGES; pageNo++) {
      const answer = await callOperation<{ data: LogRow[]; total: number }>(ops[searched.filter.kind], { body: { ...body, page: pageNo, pageSize: PAGE_SIZE } });
      lines.push(...answer.data);
      if (lines.length >= answer.total || answer.data.length < PAGE_SIZE) break;
    }
    return lines;
  };
  const shown = formatCount(rows.length, i18n.locale);
  const { atTop, onAtTop, waiting, dropped } = useFollow({ active: follow && searched !== null, rows, setRows, fetchSince });

  return (
    <>
      <PageHeader title={<Trans>Log search</Trans>} description={<Trans>Requests served and requests the WAF matched, up to one day at a time. The latest lines can be up to an hour old.</Trans>} />
      <Card withBorder padding="md" mb="md" component="form" onSubmit={(e) => (e.preventDefault(), search())}>
        <Stack gap="sm">
          <LogFilterFields filter={filter} onChange={set} problem={problem} />
          <Group>
            <Button type="submit" loading={loading && !follow}>
              <Trans>Search</Trans>
            </Button>
            <Switch
              label={t`Follow new lines`}
              checked={follow}
              disabled={!searched}
              onChange={(e) => setFollow(e.currentTarget.checked)}
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
              {plural(total, { one: `${shown} of # line`, other: `${shown} of # lines` })}
            </Text>
            {follow && dropped > 0 && (
              <Text size="sm" c="dimmed" data-testid="log-dropped">
                {plural(dropped, {
                  one: `Following keeps the newest ${FOLLOW_CAP} lines: # older line was let go. Search again to read it.`,
                  other: `Following keeps the newest ${FOLLOW_CAP} lines: # older lines were let go. Search again to read them.`,
                })}
              </Text>
            )}
          </Group>
          {rows.length === 0 && !loading ? (
            <Text c="dimmed" ta="center" py="xl">
              <Trans>No line matches this search.</Trans>
            </Text>
          ) : (
            <LogLines rows={rows} kind={searched.filter.kind} scroller={scroller} onOpen={setOpen} onAtTop={onAtTop} onNearEnd={onNearEnd} />
          )}
        </Card>
      )}
      <Drawer opened={open !== null} onClose={() => setOpen(null)} position="right" size="lg" title={t`Log line`}>
        {open && (
          <Stack gap="md">
            <BlockIp line={open} />
            <Table>
              <Table.Tbody>
                {Object.entries(open).map(([field, value]) => {
                  const narrowing = filterByValue(field, value);
                  const name = logFieldName(field, (d) => i18n._(d));
                  return (
                    <Table.Tr key={field}>
                      <Table.Th scope="row" title={field}>
                        {name}
                      </Table.Th>
                      <Table.Td>
                        {field === 'time' ? (
                          time(String(value))
                        ) : field === 'country' && typeof value === 'string' ? (
                          <UserText value={regionName(value, i18n.locale, value)} />
                        ) : field === 'status' && typeof value === 'number' ? (
                          // The service's own codes (903, 904, 929, 978…) with their names (issue 25).
                          statusCodeName(value, (d) => i18n._(d))
                        ) : field === 'bytesSent' && typeof value === 'number' ? (
                          formatBytes(value, i18n.locale)
                        ) : typeof value === 'string' && value.length > 40 ? (
                          <Code block>{value}</Code>
                        ) : (
                          <UserText value={value === null ? '—' : String(value)} />
                        )}
                      </Table.Td>
                      <Table.Td w={1}>
                        {narrowing && (
                          <Button size="compact-xs" variant="subtle" aria-label={t`Filter by this value: ${name}`} onClick={() => narrowTo(narrowing)}>
                            <Trans>Filter by this value</Trans>
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Drawer>
    </>
  );
}

/** "Block this IP": the line's client IP on the deny list of the line's site, after a confirmation naming both. */
function BlockIp({ line }: { line: LogRow }) {
  const { t } = useLingui();
  const create = useUserFirewallCreateBlacklist();
  const afterWrite = useAfterWrite();
  const ip = line.remoteIP;
  const domain = line.domain;
  if (!ip) return null;
  return (
    <Group>
      <ConfirmButton
        size="xs"
        operation="user-firewall-create-blacklist"
        path={{ siteId: line.siteID }}
        loading={create.isPending}
        title={t`Block ${ip}?`}
        message={t`Requests from ${ip} to the site of ${domain} are refused from now on: the IP goes on the site's deny list, where it can be removed again.`}
        confirmLabel={t`Block`}
        onConfirm={() =>
          afterWrite(
            create.mutateAsync({ siteId: line.siteID, data: { ips: [ip], urlRegex: '^/', memo: t`Blocked from the log search` } }),
            t`${ip} is on the deny list of the site of ${domain}.`,
            'user-firewall-create-blacklist',
            { siteId: line.siteID },
          )
        }
      >
        <Trans>Block this IP</Trans>
      </ConfirmButton>
    </Group>
  );
}
