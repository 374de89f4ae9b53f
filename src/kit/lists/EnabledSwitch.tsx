// A rule's on/off switch: acts at once, says so, and goes back when the server refuses. Render it with
// `key={String(enabled)}` so a new value from the server replaces what was shown.
import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { useState } from 'react';

export function EnabledSwitch({ checked, name, onToggle }: { checked: boolean; name: string; onToggle: (next: boolean) => Promise<unknown> }) {
  const { t } = useLingui();
  const [shown, setShown] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Switch
      checked={shown ?? checked}
      aria-label={t`Enabled: ${name}`}
      aria-busy={busy}
      onChange={async (event) => {
        if (busy) return;
        const next = event.currentTarget.checked;
        setShown(next);
        setBusy(true);
        try {
          await onToggle(next);
        } catch {
          // Refused: reported already; the switch shows the saved value again.
          setShown(null);
        } finally {
          setBusy(false);
        }
      }}
    />
  );
}
