import type { Plugin } from 'vite';
export function mantineStableIds(): Plugin;
