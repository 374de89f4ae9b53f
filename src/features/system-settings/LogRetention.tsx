// Log retention: the days each log table is kept (a form descriptor with the change review), and the stored daily
// partitions of a table (a list descriptor, forms/client/system/lists/log-parts.list.json, parts in log-part-parts.tsx),
// removed one at a time or a selection at once, after a confirmation naming them.
import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import retentionForm from '../../../forms/client/system/log-retention.form.json';
import logPartsList from '../../../forms/client/system/lists/log-parts.list.json';
import type { ClientLogRetention } from '../../api/generated/model';
import { defineList } from '../../kit/lists/descriptor';
import { defineForm } from '../../schema-form/descriptor';
import { SettingsForm } from '../../schema-form/SettingsForm';
import { SystemList } from './lists';

const LOG_PARTS = defineList(logPartsList);

/** The loaded tables as the form's values: each table with its days. */
const toSaved = (loaded: Record<string, unknown>) => ({
  items: (loaded as unknown as ClientLogRetention[]).map(({ table, retentionDays }) => ({ table, retentionDays })),
});

export function LogRetention() {
  const { t } = useLingui();
  return (
    <Stack>
      <SettingsForm descriptor={defineForm(retentionForm)} path={{}} toSaved={toSaved} idPrefix="logRetention" />
      <SystemList list={LOG_PARTS} placeName={t`Stored logs`} />
    </Stack>
  );
}
