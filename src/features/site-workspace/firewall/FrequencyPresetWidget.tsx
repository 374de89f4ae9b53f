// The trigger rate of an anti-CC rule: one of the presets the operator set (anticc/freqs).
import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useUserFirewallListAnticcFreqs } from '../../../api/generated/hooks/firewall/firewall';

export function FrequencyPresetWidget({ id, value, onChange, label, required, disabled, readonly, rawErrors, schema }: WidgetProps) {
  const { t } = useLingui();
  const presets = useUserFirewallListAnticcFreqs();
  const data = (presets.data?.data ?? []).map((preset) => {
    const { times, seconds } = preset;
    return { value: String(preset.id), label: `${preset.name}: ${t`${times} requests in ${seconds} s`}` };
  });
  // A preset that is no longer offered still shows, by its number.
  if (typeof value === 'number' && presets.data && !data.some((d) => d.value === String(value))) data.push({ value: String(value), label: `#${value}` });
  return (
    <Select
      id={id}
      label={label}
      required={required}
      description={schema.description}
      disabled={disabled || readonly || presets.isPending}
      placeholder={presets.isPending ? t`Loading` : undefined}
      data={data}
      value={value === undefined || value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : Number(next))}
      allowDeselect={false}
      error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : presets.isError ? t`The trigger rates could not be loaded.` : undefined}
    />
  );
}
