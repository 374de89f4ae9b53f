import type { Plugin } from 'vite';
/** Where the dev server keeps Babel's output of the modules that import a macro. */
export declare const MACRO_CACHE: string;
/** `cache`: that folder (default MACRO_CACHE), or false to compile every time. */
export declare function linguiMacros(options?: { cache?: string | false }): Promise<Plugin>;
