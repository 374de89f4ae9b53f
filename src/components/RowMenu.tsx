// A row's menu of actions: a RowButton until it is first used, then Mantine's Menu, opened. A list mounts a screenful of
// rows at every load and scroll step, and a Menu per row (its popover, floating position, focus return, and a style
// read per row for the text direction) was the largest part of a domain row's first render (issue 16). The first click
// (or Enter, Space) mounts the menu with the focus on its button, then opens it, so Mantine's menu behaves as always:
// arrows through the items, Escape closes it, the focus comes back to the button.
import { Menu, type MenuProps } from '@mantine/core';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { RowButton, type RowButtonProps } from './RowButton';

type Props = Pick<RowButtonProps, 'variant' | 'size'> & {
  /** The button's accessible name ("More actions for www.example.com"). */
  label: string;
  /** What the button shows. */
  trigger: ReactNode;
  /** The menu's items (Menu.Item, Menu.Divider…). */
  children: ReactNode;
  position?: MenuProps['position'];
};

export function RowMenu({ label, trigger, children, position = 'bottom-end', variant = 'subtle', size }: Props) {
  const [armed, setArmed] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  const first = useRef(true);
  useLayoutEffect(() => {
    if (!armed || !first.current) return;
    first.current = false;
    target.current?.focus();
    setOpened(true);
  }, [armed]);
  const button = { variant, size, 'aria-label': label, 'aria-haspopup': 'menu' as const };
  if (!armed) {
    return (
      <RowButton {...button} aria-expanded={false} onClick={() => setArmed(true)}>
        {trigger}
      </RowButton>
    );
  }
  return (
    <Menu position={position} withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <RowButton {...button} ref={target}>
          {trigger}
        </RowButton>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
