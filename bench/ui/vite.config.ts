// Builds the UI benchmark page on its own (scripts/bench.mjs); the console's build does not include it.
// The output goes to a folder of this checkout's own (several checkouts of the repository may bench at once);
// BENCH_UI_OUT overrides it, BENCH_UI_MINIFY=0 keeps the names readable for a CPU profile.
import { createHash } from 'node:crypto';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { formDescriptors } from '../../scripts/vite-forms.mjs';
import { mantineStableIds } from '../../scripts/vite-mantine-ids.mjs';

const here = new URL('.', import.meta.url).pathname;
const outDir = process.env.BENCH_UI_OUT ?? `/tmp/parapet-bench-ui-${createHash('sha1').update(here).digest('hex').slice(0, 8)}`;

export default defineConfig({
  root: here,
  // The forms' validators are compiled ahead of time by the console's plugin (the IP list form's .validator.json);
  // they are resolved against the contract under the repository's root (the cwd of npm run bench).
  plugins: [mantineStableIds(), { ...formDescriptors(), configResolved() {} }, react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    minify: process.env.BENCH_UI_MINIFY !== '0',
    rollupOptions: { input: { main: new URL('index.html', import.meta.url).pathname, charts: new URL('charts.html', import.meta.url).pathname } },
  },
  preview: { host: '127.0.0.1' },
});
