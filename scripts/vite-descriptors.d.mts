import type { Plugin } from 'vite';

export interface DescriptorIndexEntry {
  name: string;
  file: string;
  kind: 'list' | 'form';
  leadsTo: Set<string>;
}
export interface DescriptorIndex {
  byName: Map<string, DescriptorIndexEntry>;
  byFile: Map<string, DescriptorIndexEntry>;
}
export function readDescriptors(formsDir: string): DescriptorIndex;
export function reachedNames(code: string, id: string, index: DescriptorIndex): string[];
export function descriptorsByName(): Plugin;
