// The list and form descriptors a page can reach, as registries found by name. The build adds to a module that names
// a descriptor (a string equal to its name, or an import of its JSON file) an import that registers it and every
// descriptor it names before the module's own code runs (scripts/vite-descriptors.mjs): a page carries its own
// descriptors, not all of them (issue 29). Two descriptors with one name are an error (of the build, and here).
import type { Registry } from '../registry';
import type { FormDescriptor } from '../../schema-form/descriptor';
import type { ListDescriptor } from './descriptor';

function registered<T extends { name: string }>(kind: string): Registry<T> & { add(descriptor: T): void } {
  const found = new Map<string, T>();
  return {
    kind,
    has: (name) => found.has(name),
    get(name) {
      const descriptor = found.get(name);
      if (descriptor === undefined) throw new Error(`No ${kind} is named ${name} (or no module of this page names it)`);
      return descriptor;
    },
    names: () => [...found.keys()],
    add(descriptor) {
      const other = found.get(descriptor.name);
      if (other !== undefined && other !== descriptor) throw new Error(`Two ${kind}s are named ${descriptor.name}`);
      found.set(descriptor.name, descriptor);
    },
  };
}

const lists = registered<ListDescriptor>('list descriptor');
const forms = registered<FormDescriptor>('form descriptor');
export const LISTS: Registry<ListDescriptor> = lists;
export const FORMS: Registry<FormDescriptor> = forms;

/** Called by the modules the build adds (see above); tests that need every descriptor use `./every-descriptor`. */
export function registerDescriptors(found: { lists: ListDescriptor[]; forms: FormDescriptor[] }): void {
  for (const descriptor of found.lists) lists.add(descriptor);
  for (const descriptor of found.forms) forms.add(descriptor);
}
