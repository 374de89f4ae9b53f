import type { Plugin } from 'vite';
export function queryHooks(): Plugin;
