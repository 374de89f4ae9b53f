// Vite (and Vitest) plugin: a module that names a list or form descriptor (a string equal to a descriptor's `name`,
// or an import of its JSON file) brings that descriptor, and every descriptor it names in turn, into the registries
// of src/kit/lists/found.ts before its own code runs. Until now found.ts imported every descriptor of the build,
// with the form validators compiled into them (about 50 kB gzip), into any page showing one list (issue 29); now a
// page carries the descriptors it can reach and no others, and the registries' `get(name)` stays synchronous.
// How: the module gets one added import, at its end (imports run before the module's body, and its lines keep
// their numbers), of a virtual module that imports those JSON files and registers them. Two descriptors with one
// name are a build error, as they were.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const DESCRIPTOR = /\.(list|form)\.json$/;
const PREFIX = '\0parapet-descriptors:';
/** A string literal that may be a descriptor's name (dotted words: `client.list.monitorNodes`). */
const NAME_LITERAL = /(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;
/** A static or dynamic import of a descriptor's JSON file. */
const JSON_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*)(['"])([^'"]+\.(?:list|form)\.json)\1/g;

function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'schema' ? [] : filesUnder(path);
    return DESCRIPTOR.test(entry.name) ? [path] : [];
  });
}

/** Every string value of a JSON document. */
function stringsOf(value, into = new Set()) {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/**
 * The descriptors under `formsDir`: by name, their file, kind and the names they lead to. A descriptor leads to the
 * descriptors it names, and a list also to the lists whose entries it is (a list finds its parent among the loaded
 * lists: kit/lists/use-rule-list.ts `scopeName`).
 */
export function readDescriptors(formsDir) {
  const byName = new Map();
  const byFile = new Map();
  for (const file of filesUnder(formsDir)) {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof json.name !== 'string') throw new Error(`descriptor ${file} has no name`);
    const other = byName.get(json.name);
    if (other) throw new Error(`Two descriptors are named ${json.name} (${other.file}, ${file})`);
    const entry = { name: json.name, file, kind: DESCRIPTOR.exec(file)[1], json, leadsTo: new Set() };
    byName.set(json.name, entry);
    byFile.set(file, entry);
  }
  for (const entry of byName.values()) {
    for (const value of stringsOf(entry.json)) if (value !== entry.name && byName.has(value)) entry.leadsTo.add(value);
    const children = [entry.json.entries?.list, ...Object.values(entry.json.entries?.by?.lists ?? {})];
    for (const child of children) if (typeof child === 'string' && byName.has(child)) byName.get(child).leadsTo.add(entry.name);
  }
  for (const entry of byName.values()) delete entry.json;
  return { byName, byFile };
}

/** The names a module's code reaches: the descriptors it names or imports, and all they lead to (sorted). */
export function reachedNames(code, id, { byName, byFile }) {
  const start = new Set();
  for (const [, , literal] of code.matchAll(NAME_LITERAL)) if (byName.has(literal)) start.add(literal);
  for (const [, , spec] of code.matchAll(JSON_IMPORT)) {
    const entry = byFile.get(resolve(dirname(id), spec));
    if (entry) start.add(entry.name);
  }
  const reached = new Set();
  const walk = (name) => {
    if (reached.has(name)) return;
    reached.add(name);
    for (const next of byName.get(name).leadsTo) walk(next);
  };
  for (const name of start) walk(name);
  return [...reached].sort();
}

export function descriptorsByName() {
  let root = process.cwd();
  let index = null;
  const formsDir = () => join(root, 'forms');
  const registry = () => join(root, 'src/kit/lists/found.ts');
  return {
    name: 'parapet-descriptors-by-name',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      index = readDescriptors(formsDir());
    },
    watchChange(id) {
      if (id.startsWith(formsDir()) && DESCRIPTOR.test(id)) index = null;
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      index ??= readDescriptors(formsDir());
      const entries = id.slice(PREFIX.length).split(',').map((name) => index.byName.get(name));
      const lines = entries.map((entry, i) => `import d${i} from ${JSON.stringify(entry.file)};`);
      const of = (kind) => `[${entries.flatMap((entry, i) => (entry.kind === kind ? [`d${i}`] : [])).join(', ')}]`;
      lines.push(`import { registerDescriptors } from ${JSON.stringify(registry())};`);
      lines.push(`registerDescriptors({ lists: ${of('list')}, forms: ${of('form')} });`);
      return `${lines.join('\n')}\n`;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.(ts|tsx)$/.test(file) || !file.startsWith(join(root, 'src')) || file === registry()) return null;
      index ??= readDescriptors(formsDir());
      const names = reachedNames(code, file, index);
      if (names.length === 0) return null;
      return { code: `${code}\nimport ${JSON.stringify(PREFIX + names.join(','))};\n`, map: null };
    },
  };
}
