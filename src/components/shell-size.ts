// The console shell's fixed sizes, for the parts of a screen that must know them without asking the browser (reading
// a CSS variable back with getComputedStyle forces a style calculation of the whole page in the middle of a render:
// about 0.1 s on a desktop, four times that on a phone, issue 29).

/** The height of the shell's header bar, in px (AppShell's `header.height`). */
export const SHELL_HEADER_HEIGHT = 56;
