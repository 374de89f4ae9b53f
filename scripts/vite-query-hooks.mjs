// The console's `useQuery` is src/api/query-hooks.ts (issue 29): wherever the console's own code or its generated
// hooks import `useQuery` from '@tanstack/react-query', this build, dev-server and unit-test step takes it from there
// instead; the import's other names still come from the package. Only that name moves, so a page that uses the
// package without `useQuery` (the sign-in page) loads nothing more.
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const HOOKS = `${SRC}api/query-hooks.ts`;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])@tanstack\/react-query\2;?/g;

/** The source of `file` with its value imports of `useQuery` from the package taken from src/api/query-hooks.ts. */
export function withConsoleUseQuery(code, file) {
  const path = relative(dirname(file), HOOKS);
  const spec = path.startsWith('.') ? path : `./${path}`;
  return code.replace(IMPORT, (statement, names, quote) => {
    const all = names.split(',').map((name) => name.trim()).filter(Boolean);
    const moved = all.filter((name) => /^useQuery(\s+as\s+\w+)?$/.test(name));
    if (!moved.length) return statement;
    const kept = all.filter((name) => !moved.includes(name));
    const hooks = `import { ${moved.join(', ')} } from ${quote}${spec}${quote};`;
    return kept.length ? `import { ${kept.join(', ')} } from ${quote}@tanstack/react-query${quote}; ${hooks}` : hooks;
  });
}

/** @returns {import('vite').Plugin} */
export function queryHooks() {
  return {
    name: 'parapet-query-hooks',
    enforce: 'pre',
    transform(code, id) {
      // The console's own modules only (src/, generated hooks included).
      if (!id.startsWith(SRC) || id.includes('?') || id === HOOKS || !/\.[jt]sx?$/.test(id) || !code.includes('@tanstack/react-query')) return null;
      const changed = withConsoleUseQuery(code, id);
      return changed === code ? null : { code: changed, map: null };
    },
  };
}
