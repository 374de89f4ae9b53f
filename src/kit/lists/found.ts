// Every list descriptor under forms/ and every form descriptor, as registries (found at build time; two
// descriptors with one name are an error).
import { defineRegistry, type Registry } from '../registry';
import type { FormDescriptor } from '../../schema-form/descriptor';
import type { ListDescriptor } from './descriptor';

const listFiles = import.meta.glob<ListDescriptor>('../../../forms/**/*.list.json', { eager: true, import: 'default' });
const formFiles = import.meta.glob<FormDescriptor>('../../../forms/**/*.form.json', { eager: true, import: 'default' });

const byName = <T extends { name: string }>(files: Record<string, T>): Record<string, T>[] => Object.values(files).map((item) => ({ [item.name]: item }));

export const LISTS: Registry<ListDescriptor> = defineRegistry('list descriptor', ...byName(listFiles));
export const FORMS: Registry<FormDescriptor> = defineRegistry('form descriptor', ...byName(formFiles));
