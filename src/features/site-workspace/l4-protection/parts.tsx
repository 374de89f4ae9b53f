// What is particular to the layer-4 lists (forms/user/lists/l4-*.list.json): the IPs and regions of an entry,
// region choices from the server, and what makes two entries the same (an import repeating one is refused whole).
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { FORMS } from '../../../kit/lists/found';
import type { Cell, ListOverride, OverrideState, Row } from '../../../kit/lists/scope';
import { say } from '../../../kit/lists/texts';
import type { FormDescriptor } from '../../../schema-form/descriptor';
import { withChoices } from '../advanced-firewall/kit/descriptors';
import { useRegions } from '../advanced-firewall/kit/useRegions';
import { explainL4LimitConn, explainL4List, explainL4Position } from './explain';

type Values = Record<string, unknown>;

const portKey = (values: Values) => String(values.port ?? '*');
/** An IP on a port: the identity of black- and whitelist entries. */
const ipPortKeys = (values: Values) => ((values.ips as string[] | undefined) ?? []).map((ip) => `${portKey(values)}|${ip.toLowerCase()}`);
const portKeys = (values: Values) => [portKey(values)];
const limitKeys = (values: Values) => [`${portKey(values)}|${[...((values.ips as string[] | undefined) ?? [])].map((ip) => ip.toLowerCase()).sort().join(',') || '*'}`];


/** The problem of an imported file repeating an entry of the list or of the file, or null. */
function useRepeatedEntries(keysOf: (values: Values) => string[]): OverrideState['importCheck'] {
  const { t } = useLingui();
  return (rows, existing) => {
    const taken = new Set(existing.flatMap((row) => keysOf(row)));
    for (const [index, row] of rows.entries()) {
      for (const key of keysOf(row)) {
        if (taken.has(key)) {
          const number = index + 1;
          return t`Rule ${number} of the file repeats an entry already in the list (or earlier in the file).`;
        }
        taken.add(key);
      }
    }
    return null;
  };
}

function usePosition(form: FormDescriptor): OverrideState {
  const regions = useRegions();
  const importCheck = useRepeatedEntries(portKeys);
  return useMemo(
    () => ({
      importCheck,
      form: withChoices(withChoices(form, 'blackPos', regions.choices), 'whitePos', regions.choices),
      explain: (values: Values) => explainL4Position(values, regions.name),
    }),
    [regions, form, importCheck],
  );
}

export const L4_OVERRIDES: Record<string, ListOverride> = {
  'l4.ipPort': { use: () => ({ importCheck: useRepeatedEntries(ipPortKeys) }) },
  'l4.limit': { use: () => ({ importCheck: useRepeatedEntries(limitKeys) }) },
  'l4.position': { use: (props) => usePosition(FORMS.get(props.list.form!)) },
};

export const L4_EXPLANATIONS = {
  l4Blacklist: (values: Values) => explainL4List('blacklist', values),
  l4Whitelist: (values: Values) => explainL4List('whitelist', values),
  l4LimitConn: (values: Values) => explainL4LimitConn(values),
  l4Position: (values: Values) => explainL4Position(values),
};

/** The first IPs of an entry and how many in all. */
function IpsList({ ips, none }: { ips: readonly string[] | null | undefined; none: string }) {
  const { t } = useLingui();
  if (!ips?.length) {
    return (
      <Text size="sm" c="dimmed">
        {none}
      </Text>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {ips.slice(0, 3).join(', ')}
      </Text>
      {ips.length > 3 && (
        <Badge size="xs" variant="light">
          {t`${ips.length} in all`}
        </Badge>
      )}
    </Stack>
  );
}

/** The region codes of an entry, named. */
function RegionBadges({ value }: { value: unknown }) {
  const regions = useRegions();
  const codes = Array.isArray(value) ? (value as string[]) : [];
  return codes.length === 0 ? (
    <Text size="sm" c="dimmed">
      —
    </Text>
  ) : (
    <Group gap={4}>
      {codes.map((code) => (
        <Badge key={code} size="sm" variant="outline" tt="none">
          {regions.name(code)}
        </Badge>
      ))}
    </Group>
  );
}

export const L4_CELLS: Record<string, Cell> = {
  ips: ({ value, column }) => <IpsList ips={value as string[] | null | undefined} none={column.none ? say(column.none) : ''} />,
  regions: RegionBadges,
};

export type { Row };
