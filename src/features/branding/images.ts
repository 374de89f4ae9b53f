// The images of a branding set: which there are, and whether a chosen file may be sent. Spec 5: gif, png, jpg,
// jpeg or bmp; at most MAX_IMAGE_BYTES (the contract's `x-max-bytes` of ClientBrandingImage, checked by
// images.test.ts); and it must decode as an image, so a renamed or damaged file is refused before sending.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { logoFile } from '../../validation/lists';

export const IMAGE_FIELDS = ['logo', 'sidebarLogo', 'sidebarSimpleLogo', 'favicon', 'backgroundImage'] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const IMAGE_LABELS: Record<ImageField, MessageDescriptor> = {
  logo: msg`Logo`,
  sidebarLogo: msg`Sidebar logo`,
  sidebarSimpleLogo: msg`Small sidebar logo`,
  favicon: msg`Favicon`,
  backgroundImage: msg`Background image`,
};

export const IMAGE_HELP: Record<ImageField, MessageDescriptor> = {
  logo: msg`Above the sign-in form; also in the console's header when there is no sidebar logo.`,
  sidebarLogo: msg`In the console's header next to the title.`,
  sidebarSimpleLogo: msg`In the console's header on narrow screens, where the full logo does not fit.`,
  favicon: msg`The icon of the browser tab. A square image of 32 × 32 or 64 × 64 pixels works best.`,
  backgroundImage: msg`Behind the sign-in form, covering the page.`,
};

/** Media types browsers give the accepted files (an empty type, as some systems give bmp, is judged by the name). */
const TYPES = new Set(['image/gif', 'image/png', 'image/jpeg', 'image/pjpeg', 'image/bmp', 'image/x-bmp', 'image/x-ms-bmp']);

export const ACCEPT = '.gif,.png,.jpg,.jpeg,.bmp,image/gif,image/png,image/jpeg,image/bmp';

export type ImageProblem = { kind: 'type' } | { kind: 'size'; bytes: number } | { kind: 'decode' };

/** Whether the browser can draw the file as an image. */
export function decodes(file: Blob): Promise<boolean> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  return image.decode().then(
    () => image.naturalWidth > 0,
    () => false,
  ).finally(() => URL.revokeObjectURL(url));
}

/** Why a chosen file cannot be sent, or null. Cheap checks first: nothing is read for a wrong type or size. */
export async function imageProblem(file: File, decode: (file: Blob) => Promise<boolean> = decodes): Promise<ImageProblem | null> {
  if (logoFile(file) || (file.type !== '' && !TYPES.has(file.type.toLowerCase()))) return { kind: 'type' };
  if (file.size > MAX_IMAGE_BYTES) return { kind: 'size', bytes: file.size };
  if (file.size === 0 || !(await decode(file))) return { kind: 'decode' };
  return null;
}

/** A file's size as operating systems show it next to the file (1 MB = 1,048,576 bytes, like the 2 MB limit). */
export const sizeText = (bytes: number, locale: string) => {
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  return bytes >= 1024 * 1024 ? `${number(bytes / (1024 * 1024))} MB` : `${number(Math.max(bytes, 1) / 1024)} kB`;
};
