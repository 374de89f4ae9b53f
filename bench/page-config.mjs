// The Vite configuration of a benchmark page built on its own (scripts/bench.mjs; the console's build does not include
// them): the console's plugins (its query hooks and Mantine's stable ids among them) and build switches, React's
// profiling build so <Profiler> reports each render's time.
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { formDescriptors } from '../scripts/vite-forms.mjs';
import { mantineStableIds } from '../scripts/vite-mantine-ids.mjs';
import { queryHooks } from '../scripts/vite-query-hooks.mjs';

/** `root`: the page's folder (its index.html); `outDir`: where the page is built. */
export function benchPageConfig(root, outDir) {
  return {
    root,
    // The descriptors are resolved against the contract under the repository's root (the cwd of npm run bench), not the page's root.
    plugins: [mantineStableIds(), queryHooks(), { ...formDescriptors(), configResolved() {} }, react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
    resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
    define: {
      __ADMIN_ENABLED__: 'true',
      __L4_ATTACK_PAGE__: 'false',
      __OFFLINE_LICENSE__: 'true',
      __APP_VERSION__: JSON.stringify('bench'),
      __E2E_HOOKS__: 'false',
    },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
    preview: { host: '127.0.0.1' },
  };
}
