// Which console shows which message of the console catalogue (scripts/vite-console-texts.mjs).
import { describe, expect, it } from 'vitest';
import { idsByArea, reachable } from './vite-console-texts.mjs';

const graph = {
  'src/main.tsx': ['src/app/router.tsx'],
  'src/app/router.tsx': ['src/areas/user/screens.ts', 'src/areas/client/screens.ts', 'src/areas/admin/screens.ts'],
  'src/areas/user/screens.ts': ['src/areas/shared/screens.ts', 'src/features/sites/SitesList.tsx'],
  'src/areas/shared/screens.ts': ['src/features/blocklist/BlockList.tsx'],
  'src/areas/client/screens.ts': ['src/areas/shared/screens.ts', 'src/features/zones/Zones.tsx'],
  'src/areas/admin/screens.ts': ['src/features/licenses/Licenses.tsx'],
  'src/features/sites/SitesList.tsx': [],
  'src/features/blocklist/BlockList.tsx': [],
  'src/features/zones/Zones.tsx': [],
  'src/features/licenses/Licenses.tsx': [],
  // Found by import.meta.glob: in the graph, imported by no one.
  'src/features/sites/tabs/cache.tab.ts': [],
};

describe('console texts by console', () => {
  it('reaches a console’s registry, the shared one and the shell, never another console’s', () => {
    const reach = reachable(graph);
    expect([...reach.user].sort()).toEqual([
      'src/app/router.tsx',
      'src/areas/shared/screens.ts',
      'src/areas/user/screens.ts',
      'src/features/blocklist/BlockList.tsx',
      'src/features/sites/SitesList.tsx',
      'src/main.tsx',
    ]);
    expect(reach.admin.has('src/areas/shared/screens.ts')).toBe(false);
    expect(reach.client.has('src/features/zones/Zones.tsx')).toBe(true);
  });

  it('keeps a message in every console that can show one of its origins, descriptors by folder, modules no registry imports everywhere', () => {
    const ids = idsByArea(
      {
        sites: { origin: [['src/features/sites/SitesList.tsx', 3]] },
        zones: { origin: [['src/features/zones/Zones.tsx', 9]] },
        both: { origin: [['src/features/zones/Zones.tsx', 1], ['src/features/licenses/Licenses.tsx', 2]] },
        shared: { origin: [['src/features/blocklist/BlockList.tsx', 5]] },
        userForm: { origin: [['forms/user/site-cache.form.json', 1]] },
        adminForm: { origin: [['forms/admin/lists/licenses.list.json', 1]] },
        commonForm: { origin: [['forms/common/lists/api-tokens.list.json', 1]] },
        elsewhere: { origin: [['src/generated/unknown.ts', 1]] },
        globbed: { origin: [['src/features/sites/tabs/cache.tab.ts', 1]] },
        none: {},
      },
      graph,
    );
    expect([...ids.user].sort()).toEqual(['commonForm', 'elsewhere', 'globbed', 'none', 'shared', 'sites', 'userForm']);
    expect([...ids.client].sort()).toEqual(['both', 'commonForm', 'elsewhere', 'globbed', 'none', 'shared', 'userForm', 'zones']);
    expect([...ids.admin].sort()).toEqual(['adminForm', 'both', 'commonForm', 'elsewhere', 'globbed', 'none']);
  });
});

describe('modules found by import.meta.glob', () => {
  it('are the site workspace’s tab files, which the import graph does not show', async () => {
    const { readdirSync } = await import('node:fs');
    const { globbed } = await import('./vite-console-texts.mjs');
    const tabs = readdirSync('src/features/site-workspace/tabs').filter((name) => name.endsWith('.tab.ts'));
    expect(globbed(process.cwd(), 'src/features/site-workspace/tabs.ts').sort()).toEqual(tabs.map((name) => `src/features/site-workspace/tabs/${name}`).sort());
    // A pattern over folders is not followed (the descriptors are kept by folder).
    expect(globbed(process.cwd(), 'src/kit/lists/every-descriptor.ts')).toEqual([]);
  });
});
