// A rule's on/off switch: acts at once, says so, and goes back when the server refuses. Render it with
// `key={String(enabled)}` so a new value from the server replaces what was shown.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CanContext } from '../../api/permissions';
import { PermittedSwitch } from '../../components/Permitted';

export function EnabledSwitch({
  checked,
  name,
  onToggle,
  operation,
  path,
}: {
  checked: boolean;
  name: string;
  onToggle: (next: boolean) => Promise<unknown>;
  /** The operation the switch calls (and its path): refused with the reason when the account may not. */
  operation?: string;
  path?: CanContext['path'];
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <PermittedSwitch
      operation={operation}
      path={path}
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
