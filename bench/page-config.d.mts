import type { UserConfig } from 'vite';

export function benchPageConfig(root: string, outDir: string): UserConfig;
