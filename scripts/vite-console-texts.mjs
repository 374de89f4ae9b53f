// Vite plugin: each console loads only the console catalogue's messages its screens can show (issue 29). The
// catalogue `locales/<locale>/console.po` holds every signed-in screen's texts of the three consoles (72 kB gzip in
// zh-TW), and every signed-in page waited for all of it before its first render. `src/i18n` imports it as
// `console.po?area=<area>`; in a build this plugin compiles it with only the messages of that console:
// - a message is left out when each of its origins (the `#:` lines of the .po) is a module only the other consoles
//   reach: from a console's registry (src/areas/<area>/, and src/areas/shared/ for the user and client consoles) and
//   src/app, every static and dynamic import (dependency-cruiser, as `npm run lint:layers`), the other consoles'
//   registries left out, with the site tabs found by import.meta.glob. A module no registry reaches keeps its messages;
// - form and list descriptors (forms/) are found by name at build time, not imported: a console keeps every
//   descriptor's texts but the other consoles' folders (the admin console only forms/admin/ and forms/common/);
// - an origin no module graph knows (a file outside src/) keeps its message.
// The dev server and Vitest compile the whole catalogue for every console (no graph to build at each start).
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';

export const AREAS = ['user', 'client', 'admin'];
const ID = /[\\/]locales[\\/]([\w-]+)[\\/]console\.po\?area=(user|client|admin)$/;

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
    if (origin.startsWith('forms/')) return area === 'admin' ? !/^forms\/(user|client)\//.test(origin) : !origin.startsWith('forms/admin/');
    // Dropped only for a module another console reaches and this one does not: one no registry reaches stays.
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

/** The module graph of src/ (static and dynamic imports), from dependency-cruiser with the project's options. */
async function moduleGraph(root) {
  const { cruise } = await import('dependency-cruiser');
  const { options } = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));
  const { enhancedResolveOptions, ...cruiseOptions } = options;
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(['src'], cruiseOptions, enhancedResolveOptions);
    const graph = Object.fromEntries(result.output.modules.map((module) => [module.source, module.dependencies.map((dependency) => dependency.resolved)]));
    for (const path of Object.keys(graph)) graph[path].push(...globbed(root, path));
    return graph;
  } finally {
    process.chdir(cwd);
  }
}

export function consoleTexts() {
  let root = process.cwd();
  let build = false;
  let ids = null;
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
      ids = idsByArea(await catalogue.read(config.sourceLocale), await moduleGraph(root));
    },
    async load(id) {
      const match = ID.exec(id);
      if (!match) return null;
      const [, , area] = match;
      const file = id.split('?')[0];
      const found = getCatalogForFile(relative(config.rootDir, file), await getCatalogs(config));
      if (!found) throw new Error(`console texts: ${file} is not a catalogue of lingui.config.ts`);
      this.addWatchFile(file);
      const { messages } = await found.catalog.getTranslations(found.locale, { fallbackLocales: config.fallbackLocales, sourceLocale: config.sourceLocale });
      const kept = ids ? Object.fromEntries(Object.entries(messages).filter(([key]) => ids[area].has(key))) : messages;
      const { source, errors } = createCompiledCatalog(found.locale, kept, { namespace: 'es', pseudoLocale: config.pseudoLocale });
      if (errors.length) throw new Error(`console texts: ${file} does not compile (${errors.length} messages)`);
      return { code: source, moduleType: 'js' };
    },
  };
}
