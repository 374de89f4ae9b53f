// Mantine's Modal (and Drawer: drawer-mount.tsx), mounted from their first opening (issue 29). A closed Mantine
// dialog still mounts its portal and its scroll lock, and the portal sets state in a layout effect as it mounts: every
// dialog of a page (a confirmation per row, the page's forms) rendered a second time, synchronously, at the end of the
// commit that drew the page, and a phone paid it inside that commit's task. Once opened, a dialog stays mounted, so
// that it closes with its transition and opens again as Mantine's does.
//
// Mantine's Modal code (with its focus trap, overlay and scroll lock) is loaded apart from the page's: the shell asks
// for it once the page is idle after its first paint (`preloadDialogs`, the leave guard's host), and a dialog opened
// before that is drawn as soon as it has arrived (a state update, not a suspended part: React would reveal that no
// sooner than 300 ms after its placeholder). Imported with the shell (the leave guard's question), its modules' set-up
// was about 100 ms of a task of the page's start at 4× CPU (Lighthouse's phone).
import type { ModalProps } from '@mantine/core';
import { type ComponentType, useEffect, useLayoutEffect, useState } from 'react';

let loadedModal: ComponentType<ModalProps> | undefined;
let loadingModal: Promise<ComponentType<ModalProps>> | undefined;

/** Loads Mantine's Modal now (the shell, once idle; the unit tests' setup), so that a dialog opens in the same render. */
export const preloadDialogs = () =>
  (loadingModal ??= import('./mantine-modal').then(
    (module) => (loadedModal = module.MantineModal),
    (error: unknown) => {
      loadingModal = undefined;
      throw error;
    },
  ));

/**
 * Whether the dialog is mounted and whether it is shown. A dialog open from its first render is mounted open, as
 * before. One opened later is mounted closed first and opened in a layout effect (before the browser paints), so that
 * Mantine sees it open as it always did: with its transition, and with the focus it returns to on closing. `drawn`:
 * whether the dialog's code is there to draw it closed first (dialogs wait for Mantine's Modal on their first opening).
 */
export function useMountedFromOpening(opened: boolean, drawn = true): { mounted: boolean; shown: boolean } {
  const [mounted, setMounted] = useState(opened);
  const [ready, setReady] = useState(opened);
  if (opened && !mounted) setMounted(true);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- opened in the commit after Mantine mounted it closed, before the paint (its focus return and transition need the change)
    if (mounted && drawn && !ready) setReady(true);
  }, [mounted, drawn, ready]);
  return { mounted, shown: opened && ready };
}

export function Modal({ opened, ...props }: ModalProps) {
  const [arrived, setArrived] = useState<{ component?: ComponentType<ModalProps>; failure?: unknown }>({});
  const MantineModal = arrived.component ?? loadedModal;
  const { mounted, shown } = useMountedFromOpening(opened, MantineModal !== undefined);
  useEffect(() => {
    if (!mounted || MantineModal) return;
    let live = true;
    preloadDialogs().then(
      (component) => live && setArrived({ component }),
      (failure: unknown) => live && setArrived({ failure }),
    );
    return () => {
      live = false;
    };
  }, [mounted, MantineModal]);
  // A dialog whose code could not be loaded is the route's error (chunk-load), as a lazily loaded screen's is.
  if (arrived.failure !== undefined) throw arrived.failure;
  return mounted && MantineModal ? <MantineModal opened={shown} {...props} /> : null;
}
