// Mantine's Drawer, mounted from its first opening, as dialogs are (dialog-mount.tsx). A module of its own, so that the
// Drawer's code stays with the screens that use one.
import { Drawer as MantineDrawer, type DrawerProps } from '@mantine/core';
import { useMountedFromOpening } from './dialog-mount';

export function Drawer({ opened, ...props }: DrawerProps) {
  const { mounted, shown } = useMountedFromOpening(opened);
  return mounted ? <MantineDrawer opened={shown} {...props} /> : null;
}
