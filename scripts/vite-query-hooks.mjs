// '@tanstack/react-query' as the console's own code imports it is src/api/query-hooks.ts (issue 29), which re-exports
// the package with its useQuery changed; that file itself gets the package.
import { fileURLToPath } from 'node:url';

const HOOKS = fileURLToPath(new URL('../src/api/query-hooks.ts', import.meta.url));

/** @returns {import('vite').Plugin} */
export function queryHooks() {
  return {
    name: 'parapet-query-hooks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '@tanstack/react-query' || !importer || importer.includes('/node_modules/') || importer === HOOKS) return null;
      return HOOKS;
    },
  };
}
