// Vite plugin: each console loads only the console catalogue's messages its screens can show (issue 29). The
// catalogue `locales/<locale>/console.po` holds every signed-in screen's texts of the three consoles (72 kB gzip in
// zh-TW), and every signed-in page waited for all of it before its first render. `src/i18n` imports it as
// `console.po?area=<area>`; in a build this plugin compiles it with only the messages of that console:
// - a message is left out when each of its origins (the `#:` lines of the .po) is a module only the other consoles
//   reach: from a console's registry (src/areas/<area>/, and src/areas/shared/ for the user and client consoles) and
//   src/app, every static and dynamic import (dependency-cruiser, as `npm run lint:layers`), the other consoles'
//   registries left out, with the site tabs found by import.meta.glob. A module no registry reaches keeps its messages;
// - form and list descriptors (forms/) are found by name at build time, not imported: the graph leads from a module
//   to the descriptors it names (as scripts/vite-descriptors.mjs finds them), and a console never keeps the other
//   consoles' folders (the admin console only forms/admin/ and forms/common/);
// - an origin no module graph knows (a file outside src/) keeps its message.
// Each console's catalogue is then split per screen (issue 29, "Fast on a phone"): `console.po?area=<area>` holds the
// shell's part (what src/main.tsx, src/app and src/services reach), and `console.po?area=<area>&parts` a table of the
// screens' parts (a module of its own, about 1 kB, which the signed-in preload script asks for as the page starts,
// so that a screen's part is asked for together with its code), each `console.po?area=<area>&part=<key>`: the messages of the modules a screen's lazy module reaches (static and dynamic
// imports, the descriptors its modules name), less the shell's. A screen is a `() => import('…')` of a registry (a
// module that builds screens or site tabs: a `screens*.ts` or `*.tab.ts`, or one importing services/screen.ts,
// services/screen-types.ts or site-workspace/tab.ts); this plugin marks that function with its part's key
// (`textsPart`, src/i18n), and the route (or the tab) loads the part with the code. What two tabs of the site
// workspace reach is the workspace's part. A message no screen reaches stays in the shell's part, and so
// does a screen's whose registry is not recognised (its lazy import is then followed like any other, from the shell).
// The dev server and Vitest compile the whole catalogue for every console (no graph to build at each start).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { readDescriptors, reachedNames } from './vite-descriptors.mjs';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';

export const AREAS = ['user', 'client', 'admin'];
const ID = /[\\/]locales[\\/]([\w-]+)[\\/]console\.po\?area=(user|client|admin)(?:&part=([\w-]+)|&(parts))?$/;

/** The registries a console starts from (the other consoles' are where it does not go). */
const registries = (area) => (area === 'admin' ? ['admin'] : [area, 'shared']);

/** Module paths (relative to the root) each console can reach, from a graph of `{ [path]: imported paths }`. */
export function reachable(graph) {
  const modules = Object.keys(graph);
  const reach = {};
  for (const area of AREAS) {
    const own = registries(area);
    const isOther = (path) => /^src\/areas\/([^/]+)\//.test(path) && !own.includes(path.split('/')[2]);
    const seen = new Set();
    const queue = modules.filter((path) => own.some((name) => path.startsWith(`src/areas/${name}/`)) || /^src\/(app\/|main\.tsx)/.test(path));
    while (queue.length) {
      const path = queue.pop();
      if (seen.has(path) || isOther(path)) continue;
      seen.add(path);
      queue.push(...(graph[path] ?? []));
    }
    reach[area] = seen;
  }
  return reach;
}

/** Whether a console may show a message of these origins (paths relative to the root, without line numbers). */
export function shows(area, origins, reach) {
  return origins.some((origin) => {
    if (origin.startsWith('forms/') && (area === 'admin' ? /^forms\/(user|client)\//.test(origin) : origin.startsWith('forms/admin/'))) return false;
    // Dropped only for a module (or a descriptor, which the modules naming it reach) another console reaches and this
    // one does not: one no registry reaches stays.
    return reach[area].has(origin) || !AREAS.some((other) => other !== area && reach[other].has(origin));
  });
}

/** The message ids each console shows, from the catalogue's messages (`{ [id]: { origin: [[path, line]] } }`). */
export function idsByArea(messages, graph) {
  const reach = reachable(graph);
  const ids = Object.fromEntries(AREAS.map((area) => [area, new Set()]));
  for (const [id, { origin = [] }] of Object.entries(messages)) {
    const origins = origin.map(([path]) => path);
    for (const area of AREAS) if (origins.length === 0 || shows(area, origins, reach)) ids[area].add(id);
  }
  return ids;
}

/** What makes a module a registry: it builds screens or site tabs (it imports their types or helper, or is named so). */
const REGISTRY_OF = /^src\/(services\/screen(-types)?\.ts|features\/site-workspace\/tab\.ts)$/;
const REGISTRY = /\/(screens(\.[\w-]+)?|[\w-]+\.tab)\.ts$/;
/** A screen's or a tab's code as a registry writes it: `() => import('./path')`. */
const LAZY_IMPORT = /\(\)\s*=>\s*import\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g;

/** A part's key: short, the same from one build to the next. */
export const partKey = (path) => createHash('sha256').update(path).digest('base64url').slice(0, 6);

/**
 * The registries' lazy modules: `{ [registry]: [{ spec, root }] }`, from each registry's source (`read(path)`) and its
 * dynamic imports in the graph (`dynamic`: `{ [path]: resolved paths }`). A dynamic import written otherwise (a
 * preload) is not a screen: it is followed like any import.
 */
export function lazyModules(graph, dynamic, read) {
  const found = {};
  for (const path of Object.keys(graph)) {
    if (/\.test\./.test(path) || path.startsWith('src/app/') || !(REGISTRY.test(path) || graph[path].some((to) => REGISTRY_OF.test(to)))) continue;
    const targets = dynamic[path] ?? [];
    const entries = [];
    for (const [, , spec] of read(path).matchAll(LAZY_IMPORT)) {
      const base = posix.join(posix.dirname(path), spec);
      const root = targets.find((to) => to === base || to.replace(/\.[jt]sx?$/, '') === base || to.replace(/\/index\.[jt]sx?$/, '') === base);
      if (root) entries.push({ spec, root });
    }
    if (entries.length) found[path] = entries;
  }
  return found;
}

/**
 * Per console, the modules of its shell (`shell`) and of each screen's part (`parts`: root module → modules): a walk
 * over every import but a registry's lazy ones (`lazy`, as lazyModules), never into another console's registry. The
 * shell starts from src/main.tsx, src/app, src/services and the console's own registries (src/areas/<area>/, but
 * the lazy modules there); a part from its lazy module, less the shell's modules.
 */
export function screenModules(graph, lazy) {
  const cut = new Map(Object.entries(lazy).map(([path, entries]) => [path, new Set(entries.map((entry) => entry.root))]));
  const modules = Object.keys(graph).filter((path) => !/\.test\./.test(path));
  const split = {};
  for (const area of AREAS) {
    const own = registries(area);
    const isOther = (path) => /^src\/areas\/([^/]+)\//.test(path) && !own.includes(path.split('/')[2]);
    const walk = (starts, leave = new Set()) => {
      const seen = new Set();
      const queue = [...starts];
      while (queue.length) {
        const path = queue.pop();
        if (seen.has(path) || leave.has(path) || isOther(path)) continue;
        seen.add(path);
        for (const to of graph[path] ?? []) if (!cut.get(path)?.has(to)) queue.push(to);
      }
      return seen;
    };
    const lazyRoots = new Set([...cut.values()].flatMap((roots) => [...roots]));
    const shell = walk(
      modules.filter((path) => /^src\/(main\.tsx$|app\/|services\/)/.test(path) || (own.some((name) => path.startsWith(`src/areas/${name}/`)) && !lazyRoots.has(path))),
    );
    // The lazy modules of the registries this console reaches: the shell's, then those its screens reach (site tabs).
    const parts = new Map();
    for (let found = true; found; ) {
      found = false;
      const reached = [shell, ...parts.values()];
      for (const [path, entries] of Object.entries(lazy)) {
        if (!reached.some((modules) => modules.has(path))) continue;
        for (const { root } of entries) {
          if (parts.has(root) || isOther(root)) continue;
          parts.set(root, walk([root], shell));
          found = true;
        }
      }
    }
    // A screen that reaches a registry of lazy modules (the site workspace, its tabs) no other screen reaches: the
    // modules two of them reach are the screen's, loaded once rather than again with each tab. (The shell may reach
    // that registry too, not to draw a tab: the early code asks for the tab's code as the page starts.)
    const whole = new Map([...parts.keys()].map((root) => [root, walk([root])]));
    for (const [parent, modules] of parts) {
      const registriesOf = Object.entries(lazy).filter(([path]) => whole.get(parent).has(path));
      const group = new Set([parent, ...registriesOf.flatMap(([, entries]) => entries.map((entry) => entry.root))]);
      const children = registriesOf
        .filter(([path]) => [...whole].every(([other, reached]) => group.has(other) || !reached.has(path)))
        .flatMap(([, entries]) => entries.map((entry) => entry.root))
        .filter((root) => root !== parent && parts.has(root));
      const seen = new Map();
      for (const child of new Set(children)) for (const path of parts.get(child)) seen.set(path, (seen.get(path) ?? 0) + 1);
      const shared = [...seen].filter(([, count]) => count > 1).map(([path]) => path);
      for (const path of shared) modules.add(path);
      for (const child of new Set(children)) for (const path of shared) parts.get(child).delete(path);
    }
    split[area] = { shell, parts: new Map([...parts].sort(([a], [b]) => a.localeCompare(b))) };
  }
  return split;
}

/**
 * A console's messages (`ids`, as idsByArea) split into the shell's (`shell`) and each part's (`parts`: root → ids): a
 * message goes to the shell when one of its origins is a shell module, or none is a part's module; else to every
 * part holding one of its origins.
 */
export function splitIds(messages, ids, { shell, parts }) {
  const split = { shell: new Set(), parts: new Map([...parts.keys()].map((root) => [root, new Set()])) };
  for (const id of ids) {
    const origins = (messages[id]?.origin ?? []).map(([path]) => path);
    const holders = origins.some((origin) => shell.has(origin)) ? [] : [...parts].filter(([, reached]) => origins.some((origin) => reached.has(origin)));
    if (holders.length === 0) split.shell.add(id);
    for (const [root] of holders) split.parts.get(root).add(id);
  }
  return split;
}

/**
 * The modules `path` finds with `import.meta.glob('./dir/*.suffix')` (one folder, as the site tabs are found), which
 * dependency-cruiser does not follow; patterns over folders (`**`: the descriptors) are the descriptors' rule above.
 */
export function globbed(root, path) {
  if (!/\.tsx?$/.test(path)) return [];
  const found = [];
  for (const [, pattern] of readFileSync(join(root, path), 'utf8').matchAll(/import\.meta\.glob(?:<[^>]*>)?\(\s*'([^']+)'/g)) {
    const match = /^(\.{1,2}\/[^*]*)\/\*([^/*]*)$/.exec(pattern);
    if (!match) continue;
    const folder = posix.join(posix.dirname(path), match[1]);
    for (const name of readdirSync(join(root, folder))) if (name.endsWith(match[2])) found.push(posix.join(folder, name));
  }
  return found;
}

/**
 * The module graph of src/ (static and dynamic imports, the glob's tab files and the descriptors each module names, as
 * scripts/vite-descriptors.mjs adds them), from dependency-cruiser with the project's options; `dynamic` holds each
 * module's dynamic imports.
 */
export async function moduleGraph(root) {
  const { cruise } = await import('dependency-cruiser');
  const { options } = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));
  const { enhancedResolveOptions, ...cruiseOptions } = options;
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(['src'], cruiseOptions, enhancedResolveOptions);
    const graph = Object.fromEntries(result.output.modules.map((module) => [module.source, module.dependencies.map((dependency) => dependency.resolved)]));
    const dynamic = Object.fromEntries(
      result.output.modules.map((module) => [module.source, module.dependencies.filter((dependency) => dependency.dynamic).map((dependency) => dependency.resolved)]),
    );
    const descriptors = readDescriptors(join(root, 'forms'));
    const toPath = (file) => relative(root, file).split(sep).join('/');
    for (const path of Object.keys(graph)) {
      graph[path].push(...globbed(root, path));
      if (!/\.tsx?$/.test(path)) continue;
      const names = reachedNames(readFileSync(join(root, path), 'utf8'), join(root, path), descriptors);
      graph[path].push(...names.map((name) => toPath(descriptors.byName.get(name).file)));
    }
    return { graph, dynamic };
  } finally {
    process.chdir(cwd);
  }
}

export function consoleTexts() {
  let root = process.cwd();
  let build = false;
  /** Per console: the shell's ids and each part's (key → ids); the registries' lazy modules with their keys. */
  let split = null;
  let lazy = {};
  const config = getConfig({ cwd: root });
  return {
    name: 'parapet-console-texts',
    enforce: 'pre',
    configResolved(resolved) {
      root = resolved.root;
      build = resolved.command === 'build' && !process.env.VITEST;
    },
    async buildStart() {
      if (!build) return;
      const catalogue = (await getCatalogs(config)).find((catalog) => /[\\/]console$/.test(catalog.path));
      if (!catalogue) throw new Error('console texts: lingui.config.ts has no console catalogue');
      const messages = await catalogue.read(config.sourceLocale);
      const { graph, dynamic } = await moduleGraph(root);
      const ids = idsByArea(messages, graph);
      lazy = lazyModules(graph, dynamic, (path) => readFileSync(join(root, path), 'utf8'));
      const modules = screenModules(graph, lazy);
      const keys = new Map();
      for (const entries of Object.values(lazy)) {
        for (const entry of entries) {
          entry.key = partKey(entry.root);
          if (keys.has(entry.key) && keys.get(entry.key) !== entry.root) throw new Error(`console texts: ${entry.root} and ${keys.get(entry.key)} have one key`);
          keys.set(entry.key, entry.root);
        }
      }
      split = Object.fromEntries(
        AREAS.map((area) => {
          const { shell, parts } = splitIds(messages, ids[area], modules[area]);
          return [area, { shell, parts: new Map([...parts].filter(([, kept]) => kept.size > 0).map(([path, kept]) => [partKey(path), kept])) }];
        }),
      );
    },
    transform(code, id) {
      if (!split) return null;
      const path = relative(root, id.split('?')[0]).split(sep).join('/');
      const entries = lazy[path];
      if (!entries) return null;
      const keyOf = new Map(entries.map((entry) => [entry.spec, entry.key]));
      const marked = code.replace(LAZY_IMPORT, (whole, _quote, spec) => (keyOf.has(spec) ? `__textsPart(${whole}, ${JSON.stringify(keyOf.get(spec))})` : whole));
      // At the end, as vite-descriptors.mjs adds its import: the lines keep their numbers.
      return { code: `${marked}\nimport { textsPart as __textsPart } from ${JSON.stringify(join(root, 'src/i18n/index.ts'))};\n`, map: null };
    },
    async load(id) {
      const match = ID.exec(id);
      if (!match) return null;
      const [, , area, part, table] = match;
      const file = id.split('?')[0];
      // The table of the screens' parts of a console and language (none on the dev server: no screen is marked).
      if (table) {
        const name = file.split(/[\\/]/).pop();
        const entries = split ? [...split[area].parts.keys()].sort().map((key) => `${JSON.stringify(key)}: () => import(${JSON.stringify(`./${name}?area=${area}&part=${key}`)})`) : [];
        return { code: `export const parts = {${entries.join(', ')}};\n`, moduleType: 'js' };
      }
      const found = getCatalogForFile(relative(config.rootDir, file), await getCatalogs(config));
      if (!found) throw new Error(`console texts: ${file} is not a catalogue of lingui.config.ts`);
      this.addWatchFile(file);
      const { messages } = await found.catalog.getTranslations(found.locale, { fallbackLocales: config.fallbackLocales, sourceLocale: config.sourceLocale });
      const ids = split ? (part ? split[area].parts.get(part) : split[area].shell) : null;
      if (split && !ids) throw new Error(`console texts: ${id} is no part of the ${area} console`);
      const kept = ids ? Object.fromEntries(Object.entries(messages).filter(([key]) => ids.has(key))) : messages;
      const { source, errors } = createCompiledCatalog(found.locale, kept, { namespace: 'es', pseudoLocale: config.pseudoLocale });
      if (errors.length) throw new Error(`console texts: ${file} does not compile (${errors.length} messages)`);
      return { code: source, moduleType: 'js' };
    },
  };
}
