// What is particular to the nine firewall lists (forms/user/lists/firewall-*.list.json): the cells that say
// what a rule matches and does, the region and trigger-rate names from the server, the row as its form edits
// it (no methods named: every method ticked) and the fields an update must carry unchanged.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Code, Group, Text } from '@mantine/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { type ComponentType, type ReactNode, useMemo } from 'react';
import { useUserFirewallListAnticcFreqs, useUserFirewallListGeoips } from '../../../api/generated/hooks/firewall/firewall';
import type { FirewallBlockType, FirewallProtectMode } from '../../../api/generated/model';
import { FORMS } from '../../../kit/lists/found';
import type { Cell, CellProps, Explanation, ListOverride, OverrideProps, OverrideState, Row } from '../../../kit/lists/scope';
import { say } from '../../../kit/lists/texts';
import type { DescribeValue } from '../../../schema-form/ChangeReview';
import type { FormDescriptor } from '../../../schema-form/descriptor';
import { translateText } from '../../../schema-form/translate';
import * as sentences from './explain';
import type { ExplainContext } from './explain';
import { FrequencyPresetWidget } from './FrequencyPresetWidget';
import { ipListImportProblem } from './import-check';
import { BLOCK_TYPE_LABEL, METHODS, OTHER_METHODS, PROTECT_MODE_LABEL, RISK_FILTERED_IPS } from './labels';
import { RegionTreeWidget } from './RegionTreeWidget';
import { indexRegions, regionName } from './regions';
import { ABUSE_IP_INPUT_KEYS, bodyOf, extrasOf, formOf, RULE_INPUT_KEYS } from './rule-values';

type Values = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const memoOr = (row: Row, fallback: string) => str(row.memo).trim() || fallback;

/** Region names and anti-CC trigger rates, read only by the lists that need them. */
function useFirewallContext(needs: { regions?: boolean; presets?: boolean }): ExplainContext {
  const { i18n } = useLingui();
  const geo = useUserFirewallListGeoips({ query: { enabled: Boolean(needs.regions), staleTime: Infinity } });
  const presets = useUserFirewallListAnticcFreqs({ query: { enabled: Boolean(needs.presets) } });
  return useMemo(() => {
    const regions = indexRegions(geo.data?.data ?? []);
    const rates = new Map((presets.data?.data ?? []).map((p) => [p.id, p]));
    return {
      regionName: (id) => {
        const node = regions.byId.get(id);
        return node ? regionName(node, i18n) : undefined;
      },
      preset: (id) => rates.get(id),
    };
  }, [geo.data, presets.data, i18n]);
}

const regionList = (row: Values, context: ExplainContext) => ((row.geoIDs as number[] | undefined) ?? []).map((geoId) => context.regionName(geoId) ?? `#${geoId}`);
const rateOf = (row: Values, context: ExplainContext, i18n: I18n) => {
  const preset = typeof row.frequency === 'number' ? context.preset(row.frequency) : undefined;
  if (!preset) return typeof row.frequency === 'number' ? `#${row.frequency}` : '—';
  const { times, seconds } = preset;
  return i18n._(msg`${times} requests in ${seconds} s`);
};
const limitOf = (row: Values, i18n: I18n) => {
  const rate = Number(row.rate);
  return row.type === 'url' ? i18n._(msg`Per URL: ${rate} a second`) : i18n._(msg`Per IP: ${rate} a second`);
};

function Items({ items }: { items: string[] }) {
  const { i18n } = useLingui();
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

function TwoLines({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <div>
      <Text size="sm">{first}</Text>
      <Text size="xs" c="dimmed">
        {second}
      </Text>
    </div>
  );
}

function Mono({ children }: { children: ReactNode }) {
  return (
    <Text span size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
      {children}
    </Text>
  );
}

function Regions({ row }: CellProps) {
  const { i18n } = useLingui();
  const context = useFirewallContext({ regions: true });
  return (
    <Group gap={6}>
      <Badge size="sm" variant="light" color={row.isBlack === false ? 'teal' : 'red'} tt="none" miw="max-content">
        {i18n._(row.isBlack === false ? msg`Allow only` : msg`Block`)}
      </Badge>
      <Items items={regionList(row, context)} />
    </Group>
  );
}

function TriggerRate({ row }: CellProps) {
  const { i18n } = useLingui();
  const context = useFirewallContext({ presets: true });
  return <Text size="sm">{rateOf(row, context, i18n)}</Text>;
}

function Window({ row }: CellProps) {
  const { i18n } = useLingui();
  const times = Number(row.times);
  const seconds = Number(row.seconds);
  return <Text size="sm">{i18n._(msg`${times} requests in ${seconds} s`)}</Text>;
}

function Limit({ row }: CellProps) {
  const { i18n } = useLingui();
  const burst = Number(row.burst ?? 0);
  const delay = Number(row.delay ?? 0);
  return <TwoLines first={limitOf(row, i18n)} second={i18n._(msg`Burst ${burst}, ${delay} served at once`)} />;
}

function HeaderMatch({ row }: CellProps) {
  const { i18n } = useLingui();
  return (
    <TwoLines
      first={str(row.type)}
      second={
        <>
          {i18n._(row.isBlack === false ? msg`does not match` : msg`matches`)} <Mono>{str(row.regex)}</Mono>
        </>
      }
    />
  );
}

function Trust({ row }: CellProps) {
  const { i18n } = useLingui();
  const score = Number(row.score);
  const trust = typeof row.displayScore === 'number' ? row.displayScore : 100 - score;
  const filtered = new Intl.NumberFormat(i18n.locale).format(RISK_FILTERED_IPS[score as keyof typeof RISK_FILTERED_IPS] ?? 0);
  return <TwoLines first={i18n._(msg`Risk ${score} or more (trust level ${trust})`)} second={i18n._(msg`About ${filtered} IPs filtered`)} />;
}

/** Where the rule applies: its URL expression and its methods. */
function Scope({ row }: CellProps) {
  const { t, i18n } = useLingui();
  const url = str(row.urlRegex);
  const methods = row.methodValues as string[] | undefined;
  return (
    <div>
      {url ? <Mono>{url}</Mono> : <Text size="sm">{t`Every URL`}</Text>}
      <Text size="xs" c="dimmed">
        {methods && methods.length > 0 && methods.length < METHODS.length ? methods.map((m) => (m === 'other' ? i18n._(OTHER_METHODS) : m)).join(', ') : t`All methods`}
      </Text>
    </div>
  );
}

/** What a matching request gets: the challenge, else the block type, else the column's `none`. */
function Action({ row, column }: CellProps) {
  const { i18n } = useLingui();
  const text = row.protectMode
    ? i18n._(PROTECT_MODE_LABEL[row.protectMode as FirewallProtectMode])
    : row.blockType
      ? i18n._(BLOCK_TYPE_LABEL[row.blockType as FirewallBlockType])
      : column.none
        ? say(column.none)
        : '—';
  return <Text size="sm">{text}</Text>;
}

function Order({ value }: CellProps) {
  return (
    <Badge variant="light" color="gray" miw={32}>
      {String(value ?? '')}
    </Badge>
  );
}

export const FIREWALL_CELLS: Record<string, Cell> = {
  fwOrder: Order,
  fwIps: ({ value }) => <Items items={Array.isArray(value) ? value.map(String) : []} />,
  fwRegions: Regions,
  fwTriggerRate: TriggerRate,
  fwWindow: Window,
  fwLimit: Limit,
  fwHeader: HeaderMatch,
  fwTrust: Trust,
  fwScope: Scope,
  fwAction: Action,
};

type Sentence<V> = (values: V) => string | null;
const only =
  <V,>(sentence: Sentence<V>): Explanation =>
  (values) =>
    sentence(values as V);

export const FIREWALL_EXPLANATIONS: Record<string, Explanation> = {
  fwIpList: only(sentences.explainIpList),
  fwFrequency: only(sentences.explainFrequency),
  fwLimitReq: only(sentences.explainLimitReq),
  fwUserAgent: only(sentences.explainUserAgent),
  fwAntiHeader: only(sentences.explainAntiHeader),
  fwAbuseIp: only(sentences.explainAbuseIp),
};

/** The values in words for the change review: region names, trigger rates, and the form's choice names (ui:enumNames). */
function describeWith(form: FormDescriptor, context: ExplainContext, i18n: I18n): DescribeValue {
  const { schema, uiSchema = {} } = form;
  return (path, value) => {
    const field = String(path[0]);
    if (field === 'geoIDs' && typeof value === 'number') return context.regionName(value);
    if (field === 'frequency' && typeof value === 'number' && uiSchema.frequency?.['ui:widget'] === FrequencyPresetWidget) {
      const preset = context.preset(value);
      if (!preset) return undefined;
      const { times, seconds } = preset;
      return i18n._(msg`${times} requests in ${seconds} s`);
    }
    const property = schema.properties?.[field] as RJSFSchema | undefined;
    const ui = uiSchema[field] as UiSchema | undefined;
    const names = (property?.type === 'array' ? (ui?.items as UiSchema | undefined)?.['ui:enumNames'] : ui?.['ui:enumNames']) as string[] | undefined;
    const values = (property?.type === 'array' ? (property.items as RJSFSchema | undefined)?.enum : property?.type === 'boolean' ? [true, false] : property?.enum) as unknown[] | undefined;
    const at = values?.indexOf(value) ?? -1;
    return names && at >= 0 && names[at] ? translateText(names[at]) : undefined;
  };
}

const withWidgets = (form: FormDescriptor, widgets: Record<string, ComponentType<never>>): FormDescriptor => {
  const uiSchema = { ...(form.uiSchema ?? {}) };
  for (const [field, widget] of Object.entries(widgets)) uiSchema[field] = { ...(uiSchema[field] ?? {}), 'ui:widget': widget };
  return { ...form, uiSchema };
};

interface FirewallKind {
  /** The fields an update accepts. */
  keys: readonly string[];
  needs?: { regions?: boolean; presets?: boolean };
  widgets?: Record<string, ComponentType<never>>;
  /** A short name of the rule (its memo, else what it matches). */
  name: (row: Row, context: ExplainContext, i18n: I18n) => string;
  /** The explanation, when it needs region names or trigger rates. */
  explain?: (values: Values, context: ExplainContext) => string | null;
  importCheck?: OverrideState['importCheck'];
}

function firewallList(kind: FirewallKind): ListOverride {
  return {
    use: function useFirewallList({ list }: OverrideProps): OverrideState {
      const { i18n } = useLingui();
      const context = useFirewallContext(kind.needs ?? {});
      return useMemo(() => {
        const base = FORMS.get(list.form!);
        const form = kind.widgets ? withWidgets(base, kind.widgets) : base;
        return {
          form: kind.widgets ? form : undefined,
          rowName: (row) => kind.name(row, context, i18n),
          formValues: (row) => formOf(row, form, kind.keys),
          toBody: bodyOf,
          kept: (row) => extrasOf(row, form, kind.keys),
          describe: describeWith(form, context, i18n),
          explain: kind.explain ? (values) => kind.explain!(values, context) : undefined,
          importCheck: kind.importCheck,
        };
      }, [list.form, context, i18n]);
    },
  };
}

const ipList: FirewallKind = {
  keys: RULE_INPUT_KEYS,
  name: (row) => memoOr(row, ((row.ips as string[] | undefined) ?? []).join(', ')),
  importCheck: (imported, existing) => ipListImportProblem(existing, imported),
};

export const FIREWALL_OVERRIDES: Record<string, ListOverride> = {
  'firewall.ipList': firewallList(ipList),
  'firewall.geo': firewallList({
    keys: RULE_INPUT_KEYS,
    needs: { regions: true },
    widgets: { geoIDs: RegionTreeWidget },
    name: (row, context) => memoOr(row, sentences.listPhrase(regionList(row, context))),
    explain: (values, context) => sentences.explainGeo(values, context),
  }),
  'firewall.anticc': firewallList({
    keys: RULE_INPUT_KEYS,
    needs: { presets: true },
    widgets: { frequency: FrequencyPresetWidget },
    name: (row) => memoOr(row, str(row.urlRegex)),
    explain: (values, context) => sentences.explainAnticc(values, context),
  }),
  'firewall.frequency': firewallList({ keys: RULE_INPUT_KEYS, name: (row, _context, i18n) => memoOr(row, str(row.urlRegex) || i18n._(msg`Every URL`)) }),
  'firewall.limitReq': firewallList({ keys: RULE_INPUT_KEYS, name: (row, _context, i18n) => memoOr(row, limitOf(row, i18n)) }),
  'firewall.userAgent': firewallList({ keys: RULE_INPUT_KEYS, name: (row) => memoOr(row, str(row.userAgentRegex)) }),
  'firewall.antiHeader': firewallList({ keys: RULE_INPUT_KEYS, name: (row) => memoOr(row, `${str(row.type)}: ${str(row.regex)}`) }),
  'firewall.abuseIP': firewallList({
    keys: ABUSE_IP_INPUT_KEYS,
    name: (row, _context, i18n) => {
      const score = Number(row.score);
      return memoOr(row, i18n._(msg`Risk ${score} or more`));
    },
  }),
};
