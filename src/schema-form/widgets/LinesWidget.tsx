// A list of strings typed one a line (IPs, URLs, names); shows how many lines it holds. With
// `"ui:options": { "choices": [...] }` the usual values are offered as chips that add or remove their line
// (`choicesLabel`: what the chips are, when not the usual values, e.g. a node's spare addresses).
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { ariaDescribedByIds, labelValue, type WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { LinesTextarea } from '../../components/LinesTextarea';

const toText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '');

export function LinesWidget({ id, value, label, hideLabel, required, disabled, readonly, placeholder, rawErrors, onChange, onBlur, onFocus, schema, options }: WidgetProps) {
  const { t } = useLingui();
  // The text as typed (blank lines and all), so nothing the user types moves under the cursor.
  const [text, setText] = useState(() => toText(value));
  const asArray = schema.type === 'array';
  // Lists of numbers (ports, ids): numeric lines become numbers; the others stay text, so the check names their line.
  const itemType = (schema.items as { type?: unknown } | undefined)?.type;
  const numeric = asArray && (itemType === 'integer' || itemType === 'number');
  const count = text.split('\n').filter((line) => line.trim() !== '').length;
  const change = (next: string) => {
    setText(next);
    const items = next.split('\n').map((line) => line.trim()).filter((line) => line !== '');
    onChange(asArray ? (numeric ? items.map((item) => (/^-?\d+(\.\d+)?$/.test(item) ? Number(item) : item)) : items) : next);
  };
  const choices = Array.isArray(options.choices) ? (options.choices as string[]) : [];
  const chosen = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
  const textarea = (
    <LinesTextarea
      id={id}
      label={labelValue(label || undefined, hideLabel, false)}
      required={required}
      disabled={disabled || readonly}
      placeholder={placeholder || undefined}
      maxRows={14}
      value={text}
      description={plural(count, { one: '# line', other: '# lines' })}
      error={rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
  if (choices.length === 0) return textarea;
  return (
    <Stack gap={6}>
      {textarea}
      <Text size="xs" c="dimmed" id={`${id}-choices`}>
        {typeof options.choicesLabel === 'string' ? options.choicesLabel : t`Common values:`}
      </Text>
      <Group gap={6} role="group" aria-labelledby={`${id}-choices`}>
        {choices.map((choice) => (
          <Chip
            key={choice}
            size="xs"
            checked={chosen.includes(choice)}
            disabled={disabled || readonly}
            onChange={(checked) => change((checked ? [...chosen, choice] : chosen.filter((line) => line !== choice)).join('\n'))}
          >
            {choice}
          </Chip>
        ))}
      </Group>
    </Stack>
  );
}
