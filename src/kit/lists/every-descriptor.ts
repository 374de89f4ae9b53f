// Every list and form descriptor under forms/, registered in ./found's registries: for the descriptor tests and
// tools that look at all of them. A page never imports this (it carries only its own descriptors: ./found).
import type { FormDescriptor } from '../../schema-form/descriptor';
import type { ListDescriptor } from './descriptor';
import { FORMS, LISTS, registerDescriptors } from './found';

const listFiles = import.meta.glob<ListDescriptor>('../../../forms/**/*.list.json', { eager: true, import: 'default' });
const formFiles = import.meta.glob<FormDescriptor>('../../../forms/**/*.form.json', { eager: true, import: 'default' });
registerDescriptors({ lists: Object.values(listFiles), forms: Object.values(formFiles) });

export { FORMS, LISTS };
