// Mantine's Modal (and Drawer: drawer-mount.tsx), mounted from their first opening (issue 29). A closed Mantine
// dialog still mounts its portal and its scroll lock, and the portal sets state in a layout effect as it mounts: every
// dialog of a page (a confirmation per row, the page's forms) rendered a second time, synchronously, at the end of the
// commit that drew the page, and a phone paid it inside that commit's task. Once opened, a dialog stays mounted, so
// that it closes with its transition and opens again as Mantine's does.
//
// Mantine's Modal code (with its focus trap, overlay and scroll lock) is loaded apart from the page's: the shell asks
// for it once the page is idle after its first paint (`preloadDialogs`, AreaShell), and a dialog opened before that
// waits for it. Imported with the shell (the leave guard's question), its modules' set-up was about 45 ms of a task of
// the page's start at 4× CPU (Lighthouse's phone).
import type { ModalProps } from '@mantine/core';
import { useLayoutEffect, useState } from 'react';
import { lazyPart } from './lazy-part';

const MantineModal = lazyPart<ModalProps>(() => import('./mantine-modal').then((module) => module.MantineModal));

/** Loads Mantine's Modal now (the shell, once idle; the unit tests' setup), so that a dialog opens in the same render. */
export const preloadDialogs = () => MantineModal.preload();

/**
 * Whether the dialog is mounted and whether it is shown. A dialog open from its first render is mounted open, as
 * before. One opened later is mounted closed first and opened in a layout effect (before the browser paints), so that
 * Mantine sees it open as it always did: with its transition, and with the focus it returns to on closing.
 */
export function useMountedFromOpening(opened: boolean): { mounted: boolean; shown: boolean } {
  const [mounted, setMounted] = useState(opened);
  const [ready, setReady] = useState(opened);
  if (opened && !mounted) setMounted(true);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opened in the commit after Mantine mounted it closed, before the paint (its focus return and transition need the change)
    if (mounted && !ready) setReady(true);
  }, [mounted, ready]);
  return { mounted, shown: opened && ready };
}

export function Modal({ opened, ...props }: ModalProps) {
  const { mounted, shown } = useMountedFromOpening(opened);
  return mounted ? <MantineModal opened={shown} {...props} /> : null;
}
