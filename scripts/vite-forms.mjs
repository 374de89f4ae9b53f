// Vite (and Vitest) plugin: a form descriptor (forms/**/*.form.json) is read with its schema resolved against
// the bundled contract that `npm run gen` writes (openapi/dist/openapi.json): the contract's request schema with
// the descriptor's overlay laid on it (scripts/form-schema.mjs). Screens import descriptors as usual.
// The module also carries the form's validators, compiled ahead of time (scripts/form-validators.mjs): importing
// a descriptor registers them (src/schema-form/aot-registry.ts), so the browser never compiles a schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveDescriptor } from './form-schema.mjs';
import { validatorModule } from './form-validators.mjs';

const FORM = /[/\\]forms[/\\].+\.form\.json$/;
/** A schema written for code rather than a form (e.g. a rule file's part): its validators are compiled the same way. */
const SCHEMA = /\.validator\.json$/;
/** Descriptors are served as JavaScript modules under this id (Vite's JSON handling would refuse the code). */
const PREFIX = '\0parapet-form:';
const SUFFIX = '.mjs';

export function formDescriptors() {
  let root = process.cwd();
  let contract = null;
  let ruleNames = null;
  const contractFile = () => join(root, 'openapi/dist/openapi.json');
  const rulesFile = () => join(root, 'openapi/dist/x-rule.mjs');
  const readContract = () => {
    try {
      return JSON.parse(readFileSync(contractFile(), 'utf8'));
    } catch (error) {
      throw new Error(`form descriptors need the bundled contract ${contractFile()}: run \`npm run gen\` (${error.message})`, { cause: error });
    }
  };
  // The names of the section-5 rules (the formats and x-rule values a schema may use), from `npm run gen`'s build of
  // src/schema-form/rules.ts.
  const readRuleNames = async () => Object.keys((await import(`${rulesFile()}?t=${Date.now()}`)).NAMED_RULES);
  return {
    name: 'parapet-form-descriptors',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer) {
      if (source.startsWith(PREFIX)) return source;
      if (!/\.(form|validator)\.json$/.test(source.split('?')[0])) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const path = resolved?.id.split('?')[0];
      if (!path || !(FORM.test(path) || SCHEMA.test(path))) return null;
      return `${PREFIX}${resolved.id.split('?')[0]}${SUFFIX}`;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length, -SUFFIX.length);
      this.addWatchFile(file);
      this.addWatchFile(contractFile());
      this.addWatchFile(rulesFile());
      contract ??= readContract();
      ruleNames ??= await readRuleNames();
      const json = JSON.parse(readFileSync(file, 'utf8'));
      const descriptor = SCHEMA.test(file) ? json : resolveDescriptor(json, contract);
      const { code } = validatorModule([SCHEMA.test(file) ? json : descriptor.schema], {
        ruleNames,
        runtime: join(root, 'src/schema-form/aot-runtime.ts'),
        registry: join(root, 'src/schema-form/aot-registry.ts'),
      });
      return `${code}\nexport default ${JSON.stringify(descriptor)};\n`;
    },
    watchChange(id) {
      if (id === contractFile()) contract = null;
      if (id === rulesFile()) ruleNames = null;
    },
  };
}
