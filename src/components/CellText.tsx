// Typed values in table cells (addresses, ports, versions, counts, a zone's name): plain elements with the theme's
// variables rather than Mantine's Text, because a scrolling list mounts a screenful of cells per frame (issue 16), and
// kept on one line, because the cells' guard against long user text let a wide table fold them a character a line.
import type { ReactNode } from 'react';
import classes from './CellText.module.css';

/** A monospace value on one line (an IP address, a port, a version); `wrap` breaks a long one (a record's value). */
export function Mono({ children, wrap = false }: { children: ReactNode; wrap?: boolean }) {
  return <span className={wrap ? classes.monoWrap : classes.mono}>{children}</span>;
}

/** A short value that must not be folded (a zone's name, a role, a bandwidth). */
export function NoWrap({ children }: { children: ReactNode }) {
  return <span className={classes.nowrap}>{children}</span>;
}
