import type { Plugin } from 'vite';
export const AREAS: readonly ['user', 'client', 'admin'];
type Area = (typeof AREAS)[number];
type Reach = Record<Area, Set<string>>;
export function consoleTexts(): Plugin;
export function reachable(graph: Record<string, string[]>): Reach;
export function shows(area: Area, origins: string[], reach: Reach): boolean;
export function idsByArea(messages: Record<string, { origin?: [string, number?][] }>, graph: Record<string, string[]>): Record<Area, Set<string>>;
export function globbed(root: string, path: string): string[];
type Lazy = Record<string, { spec: string; root: string; key?: string }[]>;
type Modules = { shell: Set<string>; parts: Map<string, Set<string>> };
export function partKey(path: string): string;
export function lazyModules(graph: Record<string, string[]>, dynamic: Record<string, string[]>, read: (path: string) => string): Lazy;
export function screenModules(graph: Record<string, string[]>, lazy: Lazy): Record<Area, Modules>;
export function splitIds(
  messages: Record<string, { origin?: [string, number?][] }>,
  ids: Set<string>,
  modules: Modules,
): { shell: Set<string>; parts: Map<string, Set<string>> };
export function moduleGraph(root: string): Promise<{ graph: Record<string, string[]>; dynamic: Record<string, string[]> }>;
