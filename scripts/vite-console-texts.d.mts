import type { Plugin } from 'vite';
export const AREAS: readonly ['user', 'client', 'admin'];
type Area = (typeof AREAS)[number];
type Reach = Record<Area, Set<string>>;
export function consoleTexts(): Plugin;
export function reachable(graph: Record<string, string[]>): Reach;
export function shows(area: Area, origins: string[], reach: Reach): boolean;
export function idsByArea(messages: Record<string, { origin?: [string, number?][] }>, graph: Record<string, string[]>): Record<Area, Set<string>>;
export function globbed(root: string, path: string): string[];
