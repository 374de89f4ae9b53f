// The fields of a layer-4 origin that the add-ports form asks for (the origins of a port have their form descriptor,
// port-origin.form.json): its port (1-65535) and its weight (1-100), typed as whole numbers and checked by originProblems
// (port-rules.ts), never clamped.
import { Trans } from '@lingui/react/macro';
import { NumberInput, type NumberInputProps, Text } from '@mantine/core';
import type { MessageDescriptor } from '@lingui/core';
import { translate } from '../../../validation/form';

type OriginNumberProps = Omit<NumberInputProps, 'error' | 'min' | 'max'> & { problem?: MessageDescriptor | null };

const wholeNumber = { allowDecimal: false, clampBehavior: 'none', allowNegative: false, required: true } as const;

export function OriginPortInput({ problem, ...input }: OriginNumberProps) {
  return <NumberInput min={1} max={65535} {...wholeNumber} hideControls error={problem ? translate(problem) : undefined} {...input} />;
}

export function OriginWeightInput({ problem, ...input }: OriginNumberProps) {
  return <NumberInput min={1} max={100} {...wholeNumber} error={problem ? translate(problem) : undefined} {...input} />;
}

export function WeightHelp() {
  return (
    <Text size="xs" c="dimmed">
      <Trans>Weight 1 to 100: an origin with weight 2 gets twice the connections of one with weight 1.</Trans>
    </Text>
  );
}
