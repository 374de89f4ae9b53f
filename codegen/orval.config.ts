// orval: TanStack Query hooks from the bundled contract. Every hook calls our one transport
// through the mutator; the output in src/api/generated/ is never edited by hand.
import { defineConfig } from 'orval';

export default defineConfig({
  console: {
    input: { target: '../openapi/dist/openapi.json' },
    output: {
      mode: 'tags-split',
      target: '../src/api/generated/hooks',
      schemas: '../src/api/generated/model',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      prettier: false,
      override: {
        mutator: { path: '../src/api/mutator.ts', name: 'apiFetch' },
        query: { signal: true },
        fetch: { includeHttpResponseReturnType: false },
      },
    },
  },
});
