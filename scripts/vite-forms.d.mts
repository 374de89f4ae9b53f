import type { Plugin } from 'vite';
export function formDescriptors(): Plugin;
