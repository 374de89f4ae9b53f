// The command palette's trigger, in every console's header: Ctrl/⌘+K anywhere (also in a text field) or the button.
// The palette itself (Mantine Spotlight, its styles, the search calls) loads on first use, so neither the sign-in page
// nor the first signed-in page carries it.
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import type { Area } from '../../../api/areas';

// The key names as keyboards print them (and ARIA's names for aria-keyshortcuts): not words to translate.
const MAC_ARIA = 'Meta+K';
const MAC_SHOWN = '⌘ K';
const PC_ARIA = 'Control+K';
const PC_SHOWN = 'Ctrl K';

const CommandPalette = lazy(() => import('./CommandPalette'));

export function PaletteLauncher({ area }: { area: Area }) {
  const { t } = useLingui();
  const mac = useOs({ getValueInEffect: false }) === 'macos';
  const keys = mac ? { aria: MAC_ARIA, shown: MAC_SHOWN } : { aria: PC_ARIA, shown: PC_SHOWN };
  // Each request opens the palette (a counter, so a second Ctrl+K after closing opens it again).
  const [request, setRequest] = useState(0);
  const open = () => setRequest((count) => count + 1);
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <Button
        variant="default"
        size="compact-sm"
        onClick={open}
        aria-keyshortcuts={keys.aria}
        rightSection={<Kbd size="xs">{keys.shown}</Kbd>}
        visibleFrom="xs"
      >
        {t`Search`}
      </Button>
      {/* A phone's header keeps the search, as a magnifier (issue 25). */}
      <ActionIcon variant="default" size="lg" onClick={open} aria-label={t`Search the console`} aria-keyshortcuts={keys.aria} hiddenFrom="xs">
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </ActionIcon>
      {request > 0 && (
        <Suspense fallback={null}>
          <CommandPalette area={area} request={request} />
        </Suspense>
      )}
    </>
  );
}
