// What is particular to the CNAME list (forms/client/system/lists/cnames.list.json): a row is shown enabled when it
// is not `disabled` and switched at once; zones and lines are chosen by name (the lines in the console's language);
// an edit changes the line, targets and TTL only (the name and zone stay).
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useClientZoneListMetaZones } from '../../api/generated/hooks/zone/zone';
import { invalidateAfter } from '../../api/invalidate';
import { notifySuccess } from '../../services/feedback';
import { UserText } from '../../components/UserText';
import { EnabledSwitch } from '../../kit/lists/EnabledSwitch';
import { FORMS } from '../../kit/lists/found';
import type { Cell, ListOverride } from '../../kit/lists/scope';
import { callOperation } from '../../schema-form/operations';
import { withChoices } from '../monitoring/lists';
import { useDnsLines } from './dns-lines';

const UPDATE = 'client-dns-update-cname';

/** Enabled is the inverse of the row's `disabled`; the switch saves at once. */
const CnameEnabled: Cell = ({ row, name }) => {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (enabled: boolean) => callOperation(UPDATE, { body: { id: row.id, disabled: !enabled } }),
    onSuccess: async (_answer, enabled) => {
      notifySuccess(enabled ? t`CNAME record ${name} enabled` : t`CNAME record ${name} disabled`);
      await invalidateAfter(queryClient, UPDATE);
    },
  });
  const enabled = !row.disabled;
  return <EnabledSwitch key={String(enabled)} checked={enabled} name={name} operation={UPDATE} onToggle={(next) => save.mutateAsync(next)} />;
};

/** A line by its name in the console's language (its id while the names load, or when the provider no longer has it). */
const DnsLine: Cell = ({ value }) => {
  const { names } = useDnsLines();
  const id = String(value ?? '');
  const name = names.get(id);
  return name ? (
    <UserText value={name} size="sm" />
  ) : (
    <Text size="sm" ff="monospace">
      {id}
    </Text>
  );
};

const cnames: ListOverride = {
  use: function useCnameChoices() {
    const zones = useClientZoneListMetaZones();
    const { lines, names } = useDnsLines();
    const zoneChoices = zones.data?.data.map((zone) => ({ const: zone.id, title: zone.name }));
    const lineChoices = lines.data?.data.map((line) => ({ const: line.id, title: line.name }));
    return {
      form: withChoices(withChoices(FORMS.get('client.system.cname'), 'zoneID', zoneChoices), 'line', lineChoices),
      editForm: () => withChoices(FORMS.get('client.system.cnameEdit'), 'line', lineChoices),
      initial: zoneChoices?.[0] ? { zoneID: zoneChoices[0].const } : undefined,
      // The change review names lines and zones, not their ids.
      describe: (path: (string | number)[], value: unknown) =>
        path[0] === 'line' ? names.get(String(value)) : path[0] === 'zoneID' ? zoneChoices?.find((zone) => zone.const === value)?.title : undefined,
    };
  },
};

export const CNAME_CELLS: Record<string, Cell> = { 'system.cnameEnabled': CnameEnabled, 'system.dnsLine': DnsLine };
export const CNAME_OVERRIDES: Record<string, ListOverride> = { 'system.cnames': cnames };
