// Mantine's Modal (and Drawer: drawer-mount.tsx), mounted from their first opening (issue 29). A closed Mantine
// dialog still mounts its portal and its scroll lock, and the portal sets state in a layout effect as it mounts: every
// dialog of a page (a confirmation per row, the page's forms) rendered a second time, synchronously, at the end of the
// commit that drew the page, and a phone paid it inside that commit's task. Once opened, a dialog stays mounted, so
// that it closes with its transition and opens again as Mantine's does.
import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useLayoutEffect, useState } from 'react';

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
