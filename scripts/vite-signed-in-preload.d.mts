import type { Plugin } from 'vite';
export function signedInPreload(): Plugin;
export function preloadScript(files: { base: string; modules: string[]; styles: string[]; texts: Record<string, string[]> }): string;
