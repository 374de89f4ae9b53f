// Each firewall rule list of a site, described once: its calls, its form, what its rows show, the sentence
// explaining a rule, and its kind in exported files. RuleListSection turns one of these into a screen.
import { type I18n, i18n as globalI18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Badge, Code, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import abuseIpForm from '../../../../../forms/user/firewall-abuse-ip.form.json';
import antiHeaderForm from '../../../../../forms/user/firewall-anti-header.form.json';
import anticcForm from '../../../../../forms/user/firewall-anticc.form.json';
import blacklistForm from '../../../../../forms/user/firewall-blacklist.form.json';
import frequencyForm from '../../../../../forms/user/firewall-frequency.form.json';
import geoForm from '../../../../../forms/user/firewall-geo.form.json';
import limitReqForm from '../../../../../forms/user/firewall-limit-req.form.json';
import userAgentForm from '../../../../../forms/user/firewall-user-agent.form.json';
import whitelistForm from '../../../../../forms/user/firewall-whitelist.form.json';
import type { FirewallBlockType, FirewallProtectMode } from '../../../../api/generated/model';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { isApiError } from '../../../../api/errors';
import type { DescribeValue } from '../../../../schema-form/ChangeReview';
import type { FormDescriptor } from '../../../../schema-form/descriptor';
import { translateText } from '../../../../schema-form/translate';
import {
  type ExplainContext,
  explainAbuseIp,
  explainAnticc,
  explainAntiHeader,
  explainFrequency,
  explainGeo,
  explainIpList,
  explainLimitReq,
  explainUserAgent,
  listPhrase,
} from './explain';
import { FrequencyPresetWidget } from './FrequencyPresetWidget';
import { ipListImportProblem } from './import-check';
import { BLOCK_TYPE_LABEL, PROTECT_MODE_LABEL, RISK_FILTERED_IPS } from './labels';
import { RegionTreeWidget } from './RegionTreeWidget';
import { ABUSE_IP_INPUT_KEYS, RULE_INPUT_KEYS, type RuleRow, type Values } from './rule-values';

export type RuleKindId = 'whitelist' | 'blacklist' | 'geo' | 'anticc' | 'frequency' | 'limitReq' | 'userAgent' | 'antiHeader' | 'abuseIP';

export interface RuleKind {
  id: RuleKindId;
  /** The kind written in exported files. */
  fileKind: string;
  /** The list's heading. */
  title: MessageDescriptor;
  /** How the list works, in a sentence or two. */
  help: MessageDescriptor;
  /** The descriptor, with the screen's own widgets where a field needs live data. */
  descriptor: FormDescriptor;
  listOp: string;
  deleteOp: string;
  /** The create call takes a batch (`items`): an import is one call. */
  createsBatch?: boolean;
  inputKeys: readonly string[];
  /** The values of a new rule. */
  defaults: Values;
  explain: (values: Values, context: ExplainContext) => string | null;
  /** The column that says what the rule matches. */
  matchHeader: MessageDescriptor;
  match: (row: RuleRow, context: RowContext) => ReactNode;
  /** A short name of the rule (its memo, else what it matches), for the reorder handles. */
  name: (row: RuleRow, context: RowContext) => string;
  /** What a matching request gets; default: the challenge, else the block type. */
  action?: (row: RuleRow, i18n: I18n) => ReactNode;
  /** A refusal of the server shown next to the field it concerns (null: not one of those). */
  fieldErrors?: (error: unknown) => ErrorSchema | null;
  /** A check of an imported file against the rules the list holds (its problem in words, or null). */
  importProblem?: (existing: readonly Values[], imported: readonly Values[]) => string | null;
  empty: MessageDescriptor;
}

export interface RowContext extends ExplainContext {
  i18n: I18n;
}

const withWidgets = (descriptor: unknown, widgets: Record<string, unknown>): FormDescriptor => {
  const base = descriptor as FormDescriptor;
  const uiSchema = { ...(base.uiSchema ?? {}) };
  for (const [field, widget] of Object.entries(widgets)) uiSchema[field] = { ...(uiSchema[field] ?? {}), 'ui:widget': widget };
  return { ...base, uiSchema };
};

/** A parameter refusal (101003) that names this body field. */
const refusedField = (error: unknown, field: string) =>
  isApiError(error) && error.code === 101003 && Array.isArray(error.errorData) && error.errorData.some((e) => (e as { field?: unknown } | null)?.field === field);

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const memoOr = (row: RuleRow, fallback: string) => str(row.memo).trim() || fallback;

function Mono({ children }: { children: ReactNode }) {
  return (
    <Text span size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
      {children}
    </Text>
  );
}

function Items({ items, i18n }: { items: string[]; i18n: I18n }) {
  const shown = items.slice(0, 3);
  const more = items.length - shown.length;
  return (
    <Group gap={4}>
      {shown.map((item) => (
        <Code key={item}>{item}</Code>
      ))}
      {more > 0 && (
        <Badge size="sm" variant="light" color="gray" tt="none">
          {i18n._(msg`+${more} more`)}
        </Badge>
      )}
    </Group>
  );
}

export const actionLabel = (blockType: unknown, protectMode: unknown, i18n: I18n) =>
  protectMode ? i18n._(PROTECT_MODE_LABEL[protectMode as FirewallProtectMode]) : blockType ? i18n._(BLOCK_TYPE_LABEL[blockType as FirewallBlockType]) : '—';

const ipList = (id: 'whitelist' | 'blacklist', form: unknown): RuleKind => ({
  id,
  fileKind: `firewall.${id}`,
  title: id === 'whitelist' ? msg`Allow list` : msg`Deny list`,
  help:
    id === 'whitelist'
      ? msg`Requests from these IPs are let through (or handed on) before the other firewall rules look at them. Rules apply in the order shown.`
      : msg`Requests from these IPs are refused (or handed on) before the other firewall rules look at them. Rules apply in the order shown.`,
  descriptor: form as FormDescriptor,
  listOp: `user-firewall-list-${id}s`,
  deleteOp: `user-firewall-delete-${id}s`,
  inputKeys: RULE_INPUT_KEYS,
  defaults: { ips: [], blockType: id === 'whitelist' ? 'accept' : 'refuse', enabled: true },
  explain: (values) => explainIpList(values),
  matchHeader: msg`IPs`,
  match: (row, { i18n }) => <Items items={(row.ips as string[] | undefined) ?? []} i18n={i18n} />,
  name: (row) => memoOr(row, ((row.ips as string[] | undefined) ?? []).join(', ')),
  importProblem: ipListImportProblem,
  empty: id === 'whitelist' ? msg`No IP is on the allow list.` : msg`No IP is on the deny list.`,
});

const regionList = (row: RuleRow, context: RowContext) => ((row.geoIDs as number[] | undefined) ?? []).map((geoId) => context.regionName(geoId) ?? `#${geoId}`);

export const RULE_KINDS: Record<RuleKindId, RuleKind> = {
  whitelist: ipList('whitelist', whitelistForm),
  blacklist: ipList('blacklist', blacklistForm),
  geo: {
    id: 'geo',
    fileKind: 'firewall.geo',
    title: msg`Region rules`,
    help: msg`Block the visitors of some continents, countries or cities, or allow only the visitors of some of them. A deny rule acts on the regions chosen; an allow rule also refuses every other region.`,
    descriptor: withWidgets(geoForm, { geoIDs: RegionTreeWidget }),
    listOp: 'user-firewall-list-geos',
    deleteOp: 'user-firewall-delete-geos',
    inputKeys: RULE_INPUT_KEYS,
    defaults: { isBlack: true, geoIDs: [], enabled: true },
    explain: (values, context) => explainGeo(values, context),
    matchHeader: msg`Regions`,
    match: (row, context) => (
      <Group gap={6}>
        <Badge size="sm" variant="light" color={row.isBlack === false ? 'teal' : 'red'} tt="none" miw="max-content">
          {context.i18n._(row.isBlack === false ? msg`Allow only` : msg`Block`)}
        </Badge>
        <Items items={regionList(row, context)} i18n={context.i18n} />
      </Group>
    ),
    name: (row, context) => memoOr(row, listPhrase(regionList(row, context))),
    empty: msg`No region rule yet.`,
  },
  anticc: {
    id: 'anticc',
    fileKind: 'firewall.anticc',
    title: msg`Anti-CC rules`,
    help: msg`Visitors who send requests faster than a trigger rate get a challenge (a five-second shield, a code, a click, a redirect or a slider captcha) before they may go on.`,
    descriptor: withWidgets(anticcForm, { frequency: FrequencyPresetWidget }),
    listOp: 'user-firewall-list-anticcs',
    deleteOp: 'user-firewall-delete-anticcs',
    inputKeys: RULE_INPUT_KEYS,
    defaults: { urlRegex: '^/', protectMode: 1, frequency: 2, enabled: true },
    explain: (values, context) => explainAnticc(values, context),
    matchHeader: msg`Trigger rate`,
    match: (row, context) => {
      const preset = typeof row.frequency === 'number' ? context.preset(row.frequency) : undefined;
      if (!preset) return <Text size="sm">{typeof row.frequency === 'number' ? `#${row.frequency}` : '—'}</Text>;
      const { times, seconds } = preset;
      return <Text size="sm">{context.i18n._(msg`${times} requests in ${seconds} s`)}</Text>;
    },
    name: (row) => memoOr(row, str(row.urlRegex)),
    empty: msg`No anti-CC rule yet.`,
  },
  frequency: {
    id: 'frequency',
    fileKind: 'firewall.frequency',
    title: msg`Request frequency`,
    help: msg`Counts the requests of each IP in a window of 1 to 3600 seconds; an IP that sends more than allowed is refused or challenged.`,
    descriptor: frequencyForm as FormDescriptor,
    listOp: 'user-firewall-list-frequencies',
    deleteOp: 'user-firewall-delete-frequencies',
    inputKeys: RULE_INPUT_KEYS,
    defaults: { seconds: 60, times: 300, blockType: 'refuse', enabled: true },
    explain: (values) => explainFrequency(values),
    matchHeader: msg`Allowed`,
    match: (row, { i18n }) => {
      const times = Number(row.times);
      const seconds = Number(row.seconds);
      return <Text size="sm">{i18n._(msg`${times} requests in ${seconds} s`)}</Text>;
    },
    name: (row, { i18n }) => memoOr(row, str(row.urlRegex) || i18n._(msg`Every URL`)),
    empty: msg`No request frequency rule yet.`,
  },
  limitReq: {
    id: 'limitReq',
    fileKind: 'firewall.limitReq',
    title: msg`Rate limits`,
    help: msg`Limits the requests a second, per IP or per URL. A burst above the rate waits in a queue (some of it served at once); the rest is refused.`,
    descriptor: limitReqForm as FormDescriptor,
    listOp: 'user-firewall-list-limit-reqs',
    deleteOp: 'user-firewall-delete-limit-reqs',
    createsBatch: true,
    inputKeys: RULE_INPUT_KEYS,
    defaults: { type: 'ip', rate: 20, burst: 0, delay: 0, enabled: true },
    explain: (values) => explainLimitReq(values),
    matchHeader: msg`Limit`,
    match: (row, { i18n }) => {
      const rate = Number(row.rate);
      const burst = Number(row.burst ?? 0);
      const delay = Number(row.delay ?? 0);
      return (
        <Stack2
          first={row.type === 'url' ? i18n._(msg`Per URL: ${rate} a second`) : i18n._(msg`Per IP: ${rate} a second`)}
          second={i18n._(msg`Burst ${burst}, ${delay} served at once`)}
        />
      );
    },
    name: (row, { i18n }) => {
      const rate = Number(row.rate);
      return memoOr(row, row.type === 'url' ? i18n._(msg`Per URL: ${rate} a second`) : i18n._(msg`Per IP: ${rate} a second`));
    },
    action: (_row, i18n) => i18n._(BLOCK_TYPE_LABEL.refuse),
    fieldErrors: (error) =>
      refusedField(error, 'delay') ? ({ delay: { __errors: [globalI18n._(msg`Served at once may not be more than the burst.`)] } } as unknown as ErrorSchema) : null,
    empty: msg`No rate limit yet.`,
  },
  userAgent: {
    id: 'userAgent',
    fileKind: 'firewall.userAgent',
    title: msg`User-agent rules`,
    help: msg`Acts on requests whose User-Agent header matches a regular expression: scanners, scripts and scrapers.`,
    descriptor: userAgentForm as FormDescriptor,
    listOp: 'user-firewall-list-user-agents',
    deleteOp: 'user-firewall-delete-user-agents',
    inputKeys: RULE_INPUT_KEYS,
    defaults: { blockType: 'refuse', enabled: true },
    explain: (values) => explainUserAgent(values),
    matchHeader: msg`User-agent expression`,
    match: (row) => <Mono>{str(row.userAgentRegex)}</Mono>,
    name: (row) => memoOr(row, str(row.userAgentRegex)),
    empty: msg`No user-agent rule yet.`,
  },
  antiHeader: {
    id: 'antiHeader',
    fileKind: 'firewall.antiHeader',
    title: msg`Header rules`,
    help: msg`Acts on requests by the value of one of their headers, for the whole site. A rule can act when the value matches its expression, or when it does not.`,
    descriptor: antiHeaderForm as FormDescriptor,
    listOp: 'user-firewall-list-anti-headers',
    deleteOp: 'user-firewall-delete-anti-headers',
    inputKeys: RULE_INPUT_KEYS,
    defaults: { isBlack: true, blockType: 'refuse', enabled: true },
    explain: (values) => explainAntiHeader(values),
    matchHeader: msg`Header`,
    match: (row, { i18n }) => (
      <Stack2
        first={str(row.type)}
        second={
          <>
            {i18n._(row.isBlack === false ? msg`does not match` : msg`matches`)} <Mono>{str(row.regex)}</Mono>
          </>
        }
      />
    ),
    name: (row) => memoOr(row, `${str(row.type)}: ${str(row.regex)}`),
    empty: msg`No header rule yet.`,
  },
  abuseIP: {
    id: 'abuseIP',
    fileKind: 'firewall.abuseIP',
    title: msg`IP trust`,
    help: msg`Acts on requests from IPs with a bad reputation. The lower the risk threshold, the more IPs it filters: 25 filters about 500,000 IPs, 50 about 200,000, 75 about 100,000 and 100 about 70,000.`,
    descriptor: abuseIpForm as FormDescriptor,
    listOp: 'user-firewall-list-abuse-ips',
    deleteOp: 'user-firewall-delete-abuse-ips',
    inputKeys: ABUSE_IP_INPUT_KEYS,
    defaults: { score: 75, blockType: 'refuse', enabled: true },
    explain: (values) => explainAbuseIp(values),
    matchHeader: msg`Risk threshold`,
    match: (row, { i18n }) => {
      const score = Number(row.score);
      const trust = typeof row.displayScore === 'number' ? row.displayScore : 100 - score;
      const filtered = new Intl.NumberFormat(i18n.locale).format(RISK_FILTERED_IPS[score as keyof typeof RISK_FILTERED_IPS] ?? 0);
      return <Stack2 first={i18n._(msg`Risk ${score} or more (trust level ${trust})`)} second={i18n._(msg`About ${filtered} IPs filtered`)} />;
    },
    name: (row, { i18n }) => {
      const score = Number(row.score);
      return memoOr(row, i18n._(msg`Risk ${score} or more`));
    },
    empty: msg`No IP trust rule yet.`,
  },
};

/**
 * Values in words for the change review: the form's own choice names (ui:enumNames), region names for
 * region ids, and the trigger rate of an anti-CC preset.
 */
export function describeFor(kind: RuleKind, context: RowContext): DescribeValue {
  const { schema, uiSchema = {} } = kind.descriptor;
  return (path, value) => {
    const field = String(path[0]);
    if (field === 'geoIDs' && typeof value === 'number') return context.regionName(value);
    if (field === 'frequency' && typeof value === 'number' && kind.id === 'anticc') {
      const preset = context.preset(value);
      if (!preset) return undefined;
      const { times, seconds } = preset;
      return context.i18n._(msg`${times} requests in ${seconds} s`);
    }
    const property = schema.properties?.[field] as RJSFSchema | undefined;
    const ui = uiSchema[field] as UiSchema | undefined;
    const names = (property?.type === 'array' ? (ui?.items as UiSchema | undefined)?.['ui:enumNames'] : ui?.['ui:enumNames']) as string[] | undefined;
    const values = (property?.type === 'array' ? (property.items as RJSFSchema | undefined)?.enum : property?.type === 'boolean' ? [true, false] : property?.enum) as unknown[] | undefined;
    const at = values?.indexOf(value) ?? -1;
    return names && at >= 0 && names[at] ? translateText(names[at]) : undefined;
  };
}

function Stack2({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <div>
      <Text size="sm">{first}</Text>
      <Text size="xs" c="dimmed">
        {second}
      </Text>
    </div>
  );
}
