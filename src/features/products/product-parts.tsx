// What the products list (forms/client/lists/products.list.json) cannot say in JSON: group names from the
// server (cells and the row form's choices), limits where 0 means unlimited, and the product's switches.
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useClientGroupListMetaGroups } from '../../api/generated/hooks/group/group';
import { useClientZoneListMetaZones } from '../../api/generated/hooks/zone/zone';
import { FORMS } from '../../kit/lists/found';
import type { Cell, ListOverride, OverrideState } from '../../kit/lists/scope';
import { say } from '../../kit/lists/texts';
import type { FormDescriptor } from '../../schema-form/descriptor';
import { withChoices } from '../site-workspace/advanced-firewall/kit/descriptors';
import { UserBadge } from '../../components/UserText';
import { formatNumber } from '../../i18n/format';

/** Group names by id, each with its zone ("tpe-main · Taipei"). */
export function useGroupNames(): { ready: boolean; names: ReadonlyMap<number, string> } {
  const groups = useClientGroupListMetaGroups(undefined, { query: { staleTime: 60_000 } });
  const zones = useClientZoneListMetaZones({ query: { staleTime: 60_000 } });
  return useMemo(() => {
    const zoneNames = new Map((zones.data?.data ?? []).map((zone) => [zone.id, zone.name]));
    const names = new Map<number, string>();
    for (const group of groups.data?.data ?? []) {
      const zone = zoneNames.get(group.zoneID);
      names.set(group.id, zone ? `${group.name} · ${zone}` : group.name);
    }
    return { ready: groups.isSuccess, names };
  }, [groups.data, groups.isSuccess, zones.data]);
}

const GroupsCell: Cell = ({ value, column }) => {
  const { names } = useGroupNames();
  const ids = (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]) as number[];
  if (ids.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {column.none ? say(column.none) : ''}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {ids.map((id) => (
        <UserBadge key={id} value={names.get(id) ?? `#${id}`} size="sm" variant="light" color="gray" />
      ))}
    </Group>
  );
};

function Unlimited({ value }: { value: unknown }) {
  const { t, i18n } = useLingui();
  return <>{typeof value === 'number' && value > 0 ? formatNumber(value, i18n.locale) : t`Unlimited`}</>;
}

const UnlimitedCell: Cell = ({ value }) => <Unlimited value={value} />;

const MbpsCell: Cell = ({ value }) => {
  const { t, i18n } = useLingui();
  if (typeof value !== 'number' || value === 0) return <>{t`Unlimited`}</>;
  const mbps = formatNumber(value, i18n.locale);
  return <>{t`${mbps} Mbps`}</>;
};

const PriceCell: Cell = ({ value }) => {
  const { i18n } = useLingui();
  return <>{typeof value === 'number' ? formatNumber(value, i18n.locale, { maximumFractionDigits: 6 }) : ''}</>;
};

/** Sites of the product against its limit ("3 / 20", "3 / Unlimited"). */
const SiteUsageCell: Cell = ({ row }) => {
  const { i18n } = useLingui();
  const count = typeof row.siteCount === 'number' ? formatNumber(row.siteCount, i18n.locale) : '0';
  return (
    <>
      {count} / <Unlimited value={row.siteLimit} />
    </>
  );
};

const ProductFlagsCell: Cell = ({ row }) => {
  const { t } = useLingui();
  const flags = [row.lockDomain ? t`Domains locked` : null, row.autoSSL ? t`Automatic certificates` : null, row.accessLog ? t`Access logs` : null].filter(
    (flag): flag is string => flag !== null,
  );
  return flags.length ? (
    <Group gap={4}>
      {flags.map((flag) => (
        <Badge key={flag} size="sm" variant="outline" color="gray" miw="max-content">
          {flag}
        </Badge>
      ))}
    </Group>
  ) : (
    <Text size="sm" c="dimmed">
      {t`None`}
    </Text>
  );
};

export const PRODUCT_CELLS: Record<string, Cell> = {
  'client.groups': GroupsCell,
  'client.unlimited': UnlimitedCell,
  'client.mbps': MbpsCell,
  'client.price': PriceCell,
  'client.siteUsage': SiteUsageCell,
  'client.productFlags': ProductFlagsCell,
};

/** The product form with the groups the operator has as choices (the backup group may stay empty). */
function useProductGroups(form: FormDescriptor): OverrideState {
  const { t } = useLingui();
  const { names } = useGroupNames();
  return useMemo(() => {
    const choices = [...names].map(([value, label]) => ({ value, label }));
    if (choices.length === 0) return {};
    const withGroups = withChoices(form, 'groupIDs', choices);
    const backup = withChoices(withGroups, 'backupGroupID', [{ value: null as unknown as number, label: t`None` }, ...choices]);
    return { form: backup };
  }, [names, form, t]);
}

export const PRODUCT_OVERRIDES: Record<string, ListOverride> = {
  'client.productGroups': { use: (props) => useProductGroups(FORMS.get(props.list.form!)) },
};
