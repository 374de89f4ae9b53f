import type { Plugin } from 'vite';
export function queryHooks(): Plugin;
export function withConsoleUseQuery(code: string, file: string): string;
