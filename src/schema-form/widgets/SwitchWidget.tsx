// A boolean as an on/off switch (the usual control for enabling a feature).
import { Switch } from '@mantine/core';
import { labelValue, type WidgetProps } from '@rjsf/utils';

export function SwitchWidget({ id, value, label, hideLabel, disabled, readonly, onChange, schema, rawErrors }: WidgetProps) {
  return (
    <Switch
      id={id}
      label={labelValue(label || schema.title || undefined, hideLabel, false)}
      checked={Boolean(value)}
      disabled={disabled || readonly}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
    />
  );
}
