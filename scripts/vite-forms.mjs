// Vite (and Vitest) plugin: a form descriptor (forms/**/*.form.json) is read with its schema resolved against
// the bundled contract that `npm run gen` writes (openapi/dist/openapi.json): the contract's request schema with
// the descriptor's overlay laid on it (scripts/form-schema.mjs). Screens import descriptors as usual.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveDescriptor } from './form-schema.mjs';

export function formDescriptors() {
  let root = process.cwd();
  let contract = null;
  const contractFile = () => join(root, 'openapi/dist/openapi.json');
  const readContract = () => {
    try {
      return JSON.parse(readFileSync(contractFile(), 'utf8'));
    } catch (error) {
      throw new Error(`form descriptors need the bundled contract ${contractFile()}: run \`npm run gen\` (${error.message})`, { cause: error });
    }
  };
  return {
    name: 'parapet-form-descriptors',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    load(id) {
      const file = id.split('?')[0];
      if (!/[/\\]forms[/\\].+\.form\.json$/.test(file)) return null;
      this.addWatchFile(contractFile());
      contract ??= readContract();
      const descriptor = JSON.parse(readFileSync(file, 'utf8'));
      return JSON.stringify(resolveDescriptor(descriptor, contract));
    },
    watchChange(id) {
      if (id === contractFile()) contract = null;
    },
  };
}
