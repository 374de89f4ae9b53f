// One test for every form descriptor under forms/: its calls exist in the contract, its example is
// valid for its own schema and for the contract's request body, and the renderer shows it and submits it.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Ajv from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it, vi } from 'vitest';
import type { FormDescriptor as DescriptorFile } from '../api/generated/descriptors';
import { operations } from '../api/generated/operations';
import type { FormDescriptor } from './descriptor';
import { allDescriptors, buildRegistry } from './registry';
import { SchemaForm } from './SchemaForm';
import { bodyFor } from './SettingsForm';
import { validator } from './validator';
import { renderInConsole } from '../../tests/render-in-console';
import { checkOverlay } from '../../scripts/form-schema.mjs';
import { addXRule } from '../../scripts/x-rule.mjs';
import descriptorSchema from '../../forms/schema/form-descriptor.schema.json';

// Each descriptor's form is checked alone (one Save button on the page).

const contract = JSON.parse(readFileSync(join(process.cwd(), 'openapi/dist/openapi.json'), 'utf8'));
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
addXRule(ajv);
ajv.addSchema(contract, 'contract');
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
function requestBodyValidator(operationId: string) {
  const [method, path] = operations[operationId]!;
  const op = contract.paths[path][method.toLowerCase()];
  if (!op.requestBody) return null;
  // A form's texts may go in a multipart upload (branding: texts beside image files): the same schema checks them.
  const type = 'application/json' in op.requestBody.content ? 'application/json' : 'multipart/form-data';
  return ajv.compile({ $ref: `contract#/${pointer('paths', path, method.toLowerCase(), 'requestBody', 'content', type, 'schema')}` });
}

const descriptors = [...allDescriptors().values()];
// The descriptors as written (the registry's are resolved against the contract by the Vite plugin).
const sourceFiles = readdirSync(join(process.cwd(), 'forms'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.form.json'));
const sources: DescriptorFile[] = sourceFiles.map((file) => JSON.parse(readFileSync(join(process.cwd(), 'forms', file), 'utf8')));
// The format of descriptor files (forms/schema/form-descriptor.schema.json, whose types `npm run gen` generates).
const followsFormat = new Ajv({ allErrors: true }).compile(descriptorSchema);

describe('form descriptors', () => {
  it('are found, each under its own name', () => {
    expect(descriptors.length).toBeGreaterThan(0);
    const one = descriptors[0]!;
    expect(() => buildRegistry({ 'a.form.json': one, 'b.form.json': one })).toThrow(/Two form descriptors/);
  });

  describe.each(descriptors.map((d) => [d.name, d] as [string, FormDescriptor]))('%s', (_name, descriptor) => {
    const refs = [descriptor.load, descriptor.save, descriptor.create, descriptor.update].filter(Boolean);

    it('follows the schema of form descriptors, which its file names for editors', () => {
      const at = sources.findIndex((d) => d.name === descriptor.name);
      const source = sources[at]!;
      expect(followsFormat(source), JSON.stringify(followsFormat.errors, null, 2)).toBe(true);
      expect(resolve(dirname(join(process.cwd(), 'forms', sourceFiles[at]!)), source.$schema ?? '')).toBe(join(process.cwd(), 'forms/schema/form-descriptor.schema.json'));
    });

    it('takes its schema from the contract, and its overlay narrows it without repeating it', () => {
      const source = sources.find((d) => d.name === descriptor.name)!;
      expect(checkOverlay(source, contract)).toEqual([]);
    });

    it('names calls of the contract', () => {
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) expect(operations[ref!.operation], ref!.operation).toBeDefined();
    });

    it('has an example valid for its schema and for the request body of its saving calls', () => {
      const result = validator.validateFormData(descriptor.example, descriptor.schema);
      expect(result.errors).toEqual([]);
      for (const ref of [descriptor.save, descriptor.create, descriptor.update]) {
        if (!ref) continue;
        const check = requestBodyValidator(ref.operation);
        if (!check) continue;
        const body = bodyFor(ref, descriptor.example, ref.rowKey ? { [ref.rowKey]: /ids$/i.test(ref.rowKey) ? [1] : 1 } : undefined);
        expect(check(body) ? [] : check.errors, `${ref.operation} body`).toEqual([]);
      }
    });

    it('renders its example and submits it unchanged', async () => {
      const onSubmit = vi.fn();
      const { container } = renderInConsole(
        <SchemaForm descriptor={descriptor} initial={descriptor.example} onSubmit={onSubmit} />,
      );
      fireEvent.submit(container.querySelector('form')!);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toEqual(descriptor.example);
      expect(screen.getAllByRole('button', { name: 'Save' }).length).toBe(1);
    });
  });
});
