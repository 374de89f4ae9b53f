// A widget's settings (spec 9 values): its own title, range, series interval, top size, and the zones and sites it
// shows (none = all). Choices are the contract's; nothing is saved until the form is valid.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { Modal } from '../../../components/leave-guard/GuardedModal';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { operationQuery } from '../../../schema-form/operations';
import { ANALYTICS_CONFIG } from '../config';
import { LabelledSegments } from '../LabelledSegments';
import { DEFAULTS, INTERVALS, RANGE_NAMES, RANGES, TOP_SIZES } from './catalogue';
import type { DashboardWidget, WidgetInterval, WidgetRange, WidgetTop } from './types';
import { DialogActions } from '../../../components/DialogActions';

/** The contract's ClientDashboardWidget.title maxLength. */
const TITLE_MAX = 64;

const INTERVAL_NAMES: Record<WidgetInterval, ReturnType<typeof msg>> = {
  5: msg`Every 5 minutes`,
  15: msg`Every 15 minutes`,
  60: msg`Every hour`,
};

export function WidgetSettings({ widget, name, onClose, onSave, busy }: { widget: DashboardWidget; name: string; onClose: () => void; onSave: (next: DashboardWidget) => void; busy?: boolean }) {
  const { t, i18n } = useLingui();
  const config = ANALYTICS_CONFIG.client!;
  const zones = useQuery(operationQuery<{ data: { id: number; name: string }[] }>('client-zone-list-meta-zones'));
  const sites = useQuery(operationQuery<{ data: { id: number; siteName: string }[] }>(config.ops.sites));
  const [title, setTitle] = useState(widget.title ?? '');
  const [range, setRange] = useState<WidgetRange>(widget.range ?? DEFAULTS.range);
  const [interval, setInterval] = useState<WidgetInterval>(widget.intervalMinutes ?? DEFAULTS.intervalMinutes);
  const [top, setTop] = useState<WidgetTop>(widget.top ?? DEFAULTS.top);
  const [zoneIDs, setZoneIDs] = useState<string[]>((widget.zoneIDs ?? []).map(String));
  const [siteIDs, setSiteIDs] = useState<string[]>((widget.siteIDs ?? []).map(String));
  const [titleError, setTitleError] = useState<string | null>(null);
  // Chosen ids the lists no longer hold stay choosable (named by their number) so that nothing is dropped unseen.
  const zoneChoices = [...(zones.data?.data ?? []).map((z) => ({ value: String(z.id), label: z.name }))];
  for (const id of zoneIDs) if (!zoneChoices.some((c) => c.value === id)) zoneChoices.push({ value: id, label: t`Zone ${id}` });
  const siteChoices = [...(sites.data?.data ?? []).map((s) => ({ value: String(s.id), label: s.siteName }))];
  for (const id of siteIDs) if (!siteChoices.some((c) => c.value === id)) siteChoices.push({ value: id, label: t`Site ${id}` });

  const submit = () => {
    const trimmed = title.trim();
    if (trimmed.length > TITLE_MAX) {
      setTitleError(t`Enter at most ${TITLE_MAX} characters.`);
      return;
    }
    setTitleError(null);
    const next: DashboardWidget = { ...widget, range };
    delete next.title;
    delete next.zoneIDs;
    delete next.siteIDs;
    if (trimmed) next.title = trimmed;
    if (widget.dataType === 'timeSeries') next.intervalMinutes = interval;
    if (widget.dataType === 'top') next.top = top;
    if (zoneIDs.length) next.zoneIDs = zoneIDs.map(Number);
    if (siteIDs.length) next.siteIDs = siteIDs.map(Number);
    onSave(next);
  };

  return (
    <Modal opened onClose={onClose} title={t`Settings of ${name}`} closeButtonProps={{ 'aria-label': t`Close` }} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput label={t`Title`} description={t`Leave empty to use the widget's name.`} placeholder={name} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={titleError} />
          <LabelledSegments label={<Trans>Time range</Trans>} value={range} onChange={setRange} data={RANGES.map((r) => ({ value: r, label: i18n._(RANGE_NAMES[r]) }))} />
          {widget.dataType === 'timeSeries' && (
            <Select
              label={t`Interval`}
              allowDeselect={false}
              value={String(interval)}
              onChange={(v) => v && setInterval(Number(v) as WidgetInterval)}
              data={INTERVALS.map((i) => ({ value: String(i), label: i18n._(INTERVAL_NAMES[i]) }))}
            />
          )}
          {widget.dataType === 'top' && (
            <Select
              label={t`Rows shown`}
              allowDeselect={false}
              value={String(top)}
              onChange={(v) => v && setTop(Number(v) as WidgetTop)}
              data={TOP_SIZES.map((s) => ({ value: String(s), label: t`Top ${s}` }))}
            />
          )}
          <MultiSelect label={t`Zones`} description={t`None chosen: every zone.`} searchable clearable data={zoneChoices} value={zoneIDs} onChange={setZoneIDs} />
          <MultiSelect label={t`Sites`} description={t`None chosen: every site.`} searchable clearable data={siteChoices} value={siteIDs} onChange={setSiteIDs} />
          <DialogActions onCancel={onClose} busy={busy} confirm={<Trans>Save</Trans>} />
        </Stack>
      </form>
    </Modal>
  );
}
