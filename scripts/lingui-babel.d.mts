import type { Plugin } from 'vite';
export declare const linguiMacros: () => Promise<Plugin>;
