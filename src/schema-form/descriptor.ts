// A form descriptor (forms/<area>/<name>.form.json): pure JSON, read by the one renderer. Its format is the JSON Schema
// forms/schema/form-descriptor.schema.json (each file names it in `$schema`, so editors check it; the descriptor test
// checks every file against it), and `npm run gen` generates its type from that schema (src/api/generated/descriptors.ts).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type * as Generated from '../api/generated/descriptors';

export type OperationRef = Generated.OperationRef;

/** A descriptor as the renderer reads it: its `schema` resolved against the contract by the Vite plugin
 * (scripts/vite-forms.mjs), a JSON Schema of the form's values. */
export type FormDescriptor = Omit<Generated.FormDescriptor, 'schema' | 'uiSchema'> & { schema: RJSFSchema; uiSchema?: UiSchema };

/** The type TypeScript gives a JSON module written to the type T: the same shape, with its literal types (`"card"`,
 * `2`) widened to `string` and `number`, and a map's values possibly `undefined` (TypeScript types the objects of a
 * JSON array as one union, each with the others' keys as optional `undefined`s). */
export type JsonOf<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer Item)[]
        ? JsonOf<Item>[]
        : T extends object
          ? { [K in keyof T]: JsonOf<T[K]> | (string extends K ? undefined : never) }
          : T;

/** A form descriptor file as a JSON module. */
export type FormDescriptorJson = JsonOf<Generated.FormDescriptor>;

/** An imported form descriptor (`import json from '…/x.form.json'`) with its type: the compiler checks its shape, the
 * descriptor test (src/schema-form/descriptors.test.tsx) checks every file against the schema, literal values included. */
export const defineForm = (json: FormDescriptorJson): FormDescriptor => json as FormDescriptor;
