import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { linguiMacros } from './scripts/lingui-babel.mjs';
import { descriptorsByName } from './scripts/vite-descriptors.mjs';
import { consoleTexts } from './scripts/vite-console-texts.mjs';
import { formDescriptors } from './scripts/vite-forms.mjs';
import { queryHooks } from './scripts/vite-query-hooks.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [queryHooks(), formDescriptors(), descriptorsByName(), react(), linguiMacros(), consoleTexts(), lingui()],
  define: {
    __ADMIN_ENABLED__: 'true',
    __L4_ATTACK_PAGE__: 'false',
    __OFFLINE_LICENSE__: 'true',
    __APP_VERSION__: JSON.stringify('1.11.3'),
    __E2E_HOOKS__: 'false',
  },
  test: {
    // The console's code runs in jsdom (its tests of pure logic say `@vitest-environment node` and skip it); the embedded backend, the contract and the scripts are Node code and skip
    // the cost of a DOM per file. The console's tests share their modules within a worker too (isolate: false: React,
    // Mantine and the kit imported once per worker, not once per file; 108 s → 71 s, and green with the files shuffled).
    // What a file leaves in the page can meet the next file of its worker: tests/setup-unit.ts takes each test's render down.
    projects: [
      {
        extends: true,
        test: { name: 'console', include: ['src/**/*.test.{ts,tsx}', 'forms/**/*.test.ts'], environment: 'jsdom', setupFiles: ['./tests/setup-unit.ts'], isolate: false },
      },
      // The Node tests share their modules within a worker (isolate: false; each builds its own backend or state): the
      // backend's and the contract's modules are imported once per worker instead of once per file (137 s → 90 s).
      {
        extends: true,
        test: { name: 'node', include: ['mocks/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'tests/contract/**/*.test.ts'], environment: 'node', isolate: false },
      },
    ],
    server: { deps: { inline: ['@rjsf/mantine'] } },
    pool: 'threads',
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
