// The fields of a log query (spec 3 log entities, spec 5: at most one day, data up to an hour old): the log, the
// range and the filters, with the reason a query cannot be sent next to its field. Shared by the log search and
// the log export request, which take the same query.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Select, TextInput } from '@mantine/core';
import { Segments } from '../../../components/Segments';
import { ALL, useScopeLists } from '../filters';
import { MomentField } from '../../../components/moment-field/MomentField';
import { FilterSelect } from './FilterSelect';
import { CACHE_STATES, type LogFilter, type LogKind, type LogProblem } from './log-query';

/** The last hour to the current minute, every log line, access logs. */
export const initialFilter = (): LogFilter => {
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

interface Props {
  filter: LogFilter;
  onChange: (patch: Partial<LogFilter>) => void;
  /** What keeps the query from being sent (shown next to its field). */
  problem: LogProblem | null;
}

export function LogFilterFields({ filter, onChange: set, problem }: Props) {
  const { t, i18n } = useLingui();
  const lists = useScopeLists({ zoneId: ALL, siteType: '0', siteId: filter.siteId ?? ALL, domainTag: ALL, domainId: ALL });
  const errorOf = (field: LogProblem['field']) => (problem?.field === field ? i18n._(PROBLEM_TEXT[problem.reason]) : undefined);
  const kindChoices: { value: LogKind; label: string }[] = [
    { value: 'access', label: t`Access logs` },
    { value: 'waf', label: t`WAF logs` },
  ];
  return (
    <>
      <Segments aria-label={t`Log`} value={filter.kind} data={kindChoices} onChange={(v) => set({ kind: v })} />
      <Group gap="sm" align="flex-start" wrap="wrap">
        <MomentField label={t({ message: 'From', context: 'date range: the start' })} value={filter.from} onChange={(from) => set({ from })} error={errorOf('from')} />
        <MomentField label={t({ message: 'To', context: 'date range: the end' })} value={filter.to} onChange={(to) => set({ to })} error={errorOf('to')} />
        <FilterSelect
          label={t`Site`}
          placeholder={t`All sites`}
          value={filter.siteId}
          data={(lists.sites ?? []).map((s) => ({ value: String(s.id), label: s.siteName }))}
          onChange={(siteId) => set({ siteId, domain: null })}
        />
        <FilterSelect
          label={t`Domain`}
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
    </>
  );
}
