declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*console.po?area=user' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
  /** In a build, the screens' parts of this console and language (scripts/vite-console-texts.mjs). */
  export const parts: Record<string, () => Promise<{ messages: Messages }>> | undefined;
}
declare module '*console.po?area=client' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
  /** In a build, the screens' parts of this console and language (scripts/vite-console-texts.mjs). */
  export const parts: Record<string, () => Promise<{ messages: Messages }>> | undefined;
}
declare module '*console.po?area=admin' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
  /** In a build, the screens' parts of this console and language (scripts/vite-console-texts.mjs). */
  export const parts: Record<string, () => Promise<{ messages: Messages }>> | undefined;
}
