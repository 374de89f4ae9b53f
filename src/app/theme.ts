import { type CSSVariablesResolver, createTheme, Loader } from '@mantine/core';
import guards from './text-guards.module.css';

// Blue at shade 8 in light mode keeps white text above 4.5:1 (axe found 3.55:1 at Mantine's default shade).
export const theme = createTheme({
  primaryColor: 'blue',
  // Someone who asked their system for less motion gets none: dialogs, menus and toasts appear at once.
  respectReducedMotion: true,
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans TC", "Noto Sans SC", "Noto Sans CJK TC", "PingFang TC", "Microsoft JhengHei", Roboto, Helvetica, Arial, sans-serif',
  components: {
    // A loader is a status: its aria-label ("Loading") is then allowed and announced.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // User-supplied text cannot widen a table or push a dialog's close button out (text-guards.module.css).
    // Plain objects, not Table.extend/Modal.extend: those would load both components with the sign-in page.
    Table: { classNames: { td: guards.td } },
    Modal: { classNames: { title: guards.modalTitle, close: guards.modalClose, body: guards.modalBody } },
    // A closed select's list is not drawn (Mantine keeps it, hidden): each kept one was positioned by Floating UI as
    // the page mounted, a forced style and layout walk per select inside the first data render (issue 29: about
    // 45 ms of the statistics page's longest task on this machine, four times that on a phone). The list is drawn
    // when it opens; the input points at it (aria-controls) only while it is open, as before.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

const LIGHT_INK: Record<string, string> = {
  blue: '#124a80',
  yellow: '#5c3d00',
  orange: '#7a2e0c',
  red: '#8f1d1d',
  green: '#1b5e2a',
  grape: '#6a1b7a',
  teal: '#0b554d',
  gray: '#343a40',
};

// Dimmed text at Mantine's default grey is 3.3:1 on white; gray 7 keeps it readable (WCAG AA).
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors (message and the invalid input's text) at red 6 are 3.3:1 on white; red 9 is 5.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Light variants (alerts, badges) write in the colour itself: Mantine's shades are under 4.5:1 on their
    // own tint (yellow 9 is 2.7:1), so each gets a darker ink of the same hue.
    ...Object.fromEntries(Object.entries(LIGHT_INK).map(([color, ink]) => [`--mantine-color-${color}-light-color`, ink])),
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
