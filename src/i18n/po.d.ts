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
