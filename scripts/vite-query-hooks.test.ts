import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withConsoleUseQuery } from './vite-query-hooks.mjs';

const file = fileURLToPath(new URL('../src/features/example/Screen.tsx', import.meta.url));

describe('the console’s useQuery (issue 29)', () => {
  it('takes useQuery from src/api/query-hooks.ts and leaves the import’s other names with the package', () => {
    const code = "import {\n  useMutation,\n  useQuery\n} from '@tanstack/react-query';\nuseQuery();";
    expect(withConsoleUseQuery(code, file)).toBe("import { useMutation } from '@tanstack/react-query'; import { useQuery } from '../../api/query-hooks.ts';\nuseQuery();");
  });

  it('keeps a renamed useQuery renamed, and moves an import of useQuery alone whole', () => {
    expect(withConsoleUseQuery('import { useQuery as useRead } from "@tanstack/react-query"', file)).toBe('import { useQuery as useRead } from "../../api/query-hooks.ts";');
  });

  it('leaves type imports, other hooks and other packages as they are', () => {
    const code = [
      "import type { UseQueryResult, useQuery } from '@tanstack/react-query';",
      "import { useQueryClient, useQueries, useSuspenseQuery } from '@tanstack/react-query';",
      "import { useQuery } from 'somewhere-else';",
    ].join('\n');
    expect(withConsoleUseQuery(code, file)).toBe(code);
  });
});
