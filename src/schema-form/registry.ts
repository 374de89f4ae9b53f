// Every descriptor under forms/, found at build time; two descriptors with one name are an error.
import type { FormDescriptor } from './descriptor';

const files = import.meta.glob<FormDescriptor>('../../forms/**/*.form.json', { eager: true, import: 'default' });

export function buildRegistry(found: Record<string, FormDescriptor>): Map<string, FormDescriptor> {
  const registry = new Map<string, FormDescriptor>();
  for (const [file, descriptor] of Object.entries(found)) {
    if (registry.has(descriptor.name)) throw new Error(`Two form descriptors are named ${descriptor.name} (${file})`);
    registry.set(descriptor.name, descriptor);
  }
  return registry;
}

/** For tests and tools; screens import their descriptor directly so each loads only its own. */
export const allDescriptors = () => buildRegistry(files);
