declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*console.po?area=user' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*console.po?area=client' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*console.po?area=admin' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*&parts' {
  import type { Messages } from '@lingui/core';
  /** The screens' parts of a console and language, by key (scripts/vite-console-texts.mjs; none on the dev server). */
  export const parts: Record<string, () => Promise<{ messages: Messages }>>;
}
