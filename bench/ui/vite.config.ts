// Builds the UI benchmark page on its own (scripts/bench.mjs); the console's build does not include it.
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  build: { outDir: '/tmp/parapet-bench-ui', emptyOutDir: true, target: 'es2022', rollupOptions: { input: { main: new URL('index.html', import.meta.url).pathname, charts: new URL('charts.html', import.meta.url).pathname } } },
  preview: { host: '127.0.0.1' },
});
