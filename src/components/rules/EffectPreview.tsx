// "What this rule will do", in plain words, shown while the rule is written and before it is saved.
import { useLingui } from '@lingui/react/macro';
import { Alert } from '@mantine/core';

export function EffectPreview({ sentence }: { sentence: string | null }) {
  const { t } = useLingui();
  if (!sentence) return null;
  return (
    <Alert variant="light" color="blue" title={t`What this rule does`} role="status" aria-live="polite">
      {sentence}
    </Alert>
  );
}
