// A row's action button: a plain <button> (or a router link) with Mantine Button's own classes, attributes and
// variables (the same look, focus ring, hover, press and both colour schemes), without the component around it. A
// list mounts a screenful of rows per scroll step, and Mantine's Button (UnstyledButton, Box, the theme and style
// props per instance) was most of an action cell's work (issue 16). A button with a loader, sections or a tooltip
// stays Mantine's Button.
import { Button, type MantineColor, type MantineTheme, UnstyledButton, useMantineTheme } from '@mantine/core';
import type { ButtonHTMLAttributes, CSSProperties, ReactNode, Ref } from 'react';
import { Link } from 'react-router';

const CLASS = `mantine-focus-auto mantine-active ${Button.classes.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`;
const INNER = `${Button.classes.inner} mantine-Button-inner`;
const LABEL = `${Button.classes.label} mantine-Button-label`;

type Variant = 'filled' | 'light' | 'subtle' | 'default' | 'outline';
type Size = 'compact-xs' | 'compact-sm';

/** Button's variables for a variant, size and colour: worked out once per theme, shared by every row's button. */
const resolved = new WeakMap<MantineTheme, Map<string, CSSProperties>>();
function buttonVars(theme: MantineTheme, variant: Variant, size: Size, color: MantineColor | undefined): CSSProperties {
  let byKey = resolved.get(theme);
  if (!byKey) resolved.set(theme, (byKey = new Map()));
  const key = `${variant} ${size} ${color ?? ''}`;
  let vars = byKey.get(key);
  if (!vars) {
    const root = Button.varsResolver(theme, { variant, size, color } as never, {} as never).root ?? {};
    vars = Object.fromEntries(Object.entries(root).filter(([, value]) => value !== undefined)) as CSSProperties;
    byKey.set(key, vars);
  }
  return vars;
}

/** What a button takes (a menu's target adds its own attributes and handlers), and the look. */
export interface RowButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'type' | 'color'> {
  children: ReactNode;
  variant?: Variant;
  size?: Size;
  color?: MantineColor;
  /** A link to a screen of the console instead of a button. */
  to?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function RowButton({ children, variant = 'light', size = 'compact-sm', color, to, ...button }: RowButtonProps) {
  const theme = useMantineTheme();
  const look = { className: CLASS, style: buttonVars(theme, variant, size, color), 'data-variant': variant, 'data-size': size };
  const inner = (
    <span className={INNER}>
      <span className={LABEL}>{children}</span>
    </span>
  );
  if (to !== undefined && !button.disabled) {
    return (
      <Link to={to} aria-label={button['aria-label']} {...look}>
        {inner}
      </Link>
    );
  }
  return (
    <button type="button" data-disabled={button.disabled || undefined} {...button} {...look}>
      {inner}
    </button>
  );
}
