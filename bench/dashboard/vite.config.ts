// Builds the customisable dashboard benchmark page on its own (scripts/bench.mjs, part `dashboard`); the console's build does not
// include it. React's profiling build, so <Profiler> reports the time of each render.
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { formDescriptors } from '../../scripts/vite-forms.mjs';

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  // The descriptors are resolved against the contract under the repository's root (the cwd of npm run bench), not this page's root.
  plugins: [{ ...formDescriptors(), configResolved() {} }, react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  define: {
    __ADMIN_ENABLED__: 'true',
    __L4_ATTACK_PAGE__: 'false',
    __OFFLINE_LICENSE__: 'true',
    __APP_VERSION__: JSON.stringify('bench'),
    __E2E_HOOKS__: 'false',
  },
  build: { outDir: '/tmp/parapet-bench-dashboard', emptyOutDir: true, target: 'es2022' },
  preview: { host: '127.0.0.1' },
});
