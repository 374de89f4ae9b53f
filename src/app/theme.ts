import { createTheme } from '@mantine/core';

// Blue at shade 8 in light mode keeps white text above 4.5:1 (axe found 3.55:1 at Mantine's default shade).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans TC", "Noto Sans SC", "Noto Sans CJK TC", "PingFang TC", "Microsoft JhengHei", Roboto, Helvetica, Arial, sans-serif',
});
