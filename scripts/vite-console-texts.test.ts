// Which console shows which message of the console catalogue (scripts/vite-console-texts.mjs).
import { describe, expect, it } from 'vitest';
import { idsByArea, lazyModules, partKey, reachable, screenModules, splitIds } from './vite-console-texts.mjs';

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

describe('console texts by screen', () => {
  // The user console: a shell, two screens of a registry, the site workspace whose own registry gives two tabs that
  // share a module, a dialog loaded lazily by a screen, and descriptors named by modules.
  const graph = {
    'src/main.tsx': ['src/app/router.tsx'],
    'src/app/router.tsx': ['src/app/screens.ts', 'src/services/session.ts'],
    'src/app/screens.ts': ['src/areas/user/screens.ts', 'src/areas/admin/screens.ts'],
    'src/services/session.ts': ['src/kit/shared.ts'],
    'src/services/screen.ts': [],
    'src/areas/user/screens.ts': ['src/services/screen.ts', 'src/features/sites/SitesList.tsx', 'src/areas/user/site-workspace.tsx', 'src/features/tabs.ts'],
    'src/areas/admin/screens.ts': ['src/services/screen.ts', 'src/features/licenses/Licenses.tsx'],
    'src/areas/user/site-workspace.tsx': ['src/features/workspace/Workspace.tsx'],
    'src/features/sites/SitesList.tsx': ['src/kit/shared.ts', 'src/features/sites/Dialog.tsx', 'forms/user/lists/sites.list.json'],
    'src/features/sites/Dialog.tsx': ['forms/user/site.form.json'],
    'src/features/workspace/Workspace.tsx': ['src/features/tabs.ts'],
    'src/features/tabs.ts': ['src/features/tabs/domains.tab.ts', 'src/features/tabs/cache.tab.ts'],
    'src/features/tabs/domains.tab.ts': ['src/features/workspace/DomainsTab.tsx'],
    'src/features/tabs/cache.tab.ts': ['src/features/workspace/CacheTab.tsx'],
    'src/features/workspace/DomainsTab.tsx': ['src/features/workspace/lists.tsx', 'src/features/workspace/domains.tsx'],
    'src/features/workspace/CacheTab.tsx': ['src/features/workspace/lists.tsx'],
    'src/features/workspace/lists.tsx': [],
    'src/features/workspace/domains.tsx': [],
    'src/features/licenses/Licenses.tsx': [],
    'src/kit/shared.ts': [],
    'forms/user/lists/sites.list.json': [],
    'forms/user/site.form.json': [],
  };
  const dynamic = {
    'src/areas/user/screens.ts': ['src/features/sites/SitesList.tsx', 'src/areas/user/site-workspace.tsx', 'src/features/tabs.ts'],
    'src/areas/admin/screens.ts': ['src/features/licenses/Licenses.tsx'],
    'src/features/sites/SitesList.tsx': ['src/features/sites/Dialog.tsx'],
    'src/features/tabs/domains.tab.ts': ['src/features/workspace/DomainsTab.tsx'],
    'src/features/tabs/cache.tab.ts': ['src/features/workspace/CacheTab.tsx'],
  };
  const sources = {
    'src/areas/user/screens.ts': [
      "screen('sitesList', null, msg`Sites`, () => import('../../features/sites/SitesList')),",
      "siteWorkspaceScreen(() => import('./site-workspace')),",
      // A preload, not a screen: followed like any import.
      "early: () => void import('../../features/tabs'),",
    ].join('\n'),
    'src/areas/admin/screens.ts': "screen('licenses', null, msg`Licences`, () => import(\"../../features/licenses/Licenses\"))",
    'src/features/sites/SitesList.tsx': "const Dialog = lazyPart(() => import('./Dialog'));",
    'src/features/tabs/domains.tab.ts': "load: () => import('../workspace/DomainsTab')",
    'src/features/tabs/cache.tab.ts': "load: () => import('../workspace/CacheTab')",
  };
  const read = (path: string) => sources[path as keyof typeof sources] ?? '';

  it('finds the screens and tabs a registry loads lazily, not a preload nor a lazy dialog', () => {
    const lazy = lazyModules(graph, dynamic, read);
    expect(lazy).toEqual({
      'src/areas/user/screens.ts': [
        { spec: '../../features/sites/SitesList', root: 'src/features/sites/SitesList.tsx' },
        { spec: './site-workspace', root: 'src/areas/user/site-workspace.tsx' },
      ],
      'src/areas/admin/screens.ts': [{ spec: '../../features/licenses/Licenses', root: 'src/features/licenses/Licenses.tsx' }],
      'src/features/tabs/domains.tab.ts': [{ spec: '../workspace/DomainsTab', root: 'src/features/workspace/DomainsTab.tsx' }],
      'src/features/tabs/cache.tab.ts': [{ spec: '../workspace/CacheTab', root: 'src/features/workspace/CacheTab.tsx' }],
    });
  });

  it('gives the shell what it reaches without a screen, each screen what it reaches besides, a tab what no other tab reaches', () => {
    const split = screenModules(graph, lazyModules(graph, dynamic, read));
    const { shell, parts } = split.user;
    // The preload's target (the tab registry) is the shell's: it draws no tab.
    expect([...shell].sort()).toEqual([
      'src/app/router.tsx',
      'src/app/screens.ts',
      'src/areas/user/screens.ts',
      'src/features/tabs.ts',
      'src/features/tabs/cache.tab.ts',
      'src/features/tabs/domains.tab.ts',
      'src/kit/shared.ts',
      'src/main.tsx',
      'src/services/screen.ts',
      'src/services/session.ts',
    ]);
    expect(Object.fromEntries([...parts].map(([root, modules]) => [root, [...modules].sort()]))).toEqual({
      // The site workspace holds what two of its tabs reach.
      'src/areas/user/site-workspace.tsx': ['src/areas/user/site-workspace.tsx', 'src/features/workspace/Workspace.tsx', 'src/features/workspace/lists.tsx'],
      'src/features/sites/SitesList.tsx': ['forms/user/lists/sites.list.json', 'forms/user/site.form.json', 'src/features/sites/Dialog.tsx', 'src/features/sites/SitesList.tsx'],
      'src/features/workspace/CacheTab.tsx': ['src/features/workspace/CacheTab.tsx'],
      'src/features/workspace/DomainsTab.tsx': ['src/features/workspace/DomainsTab.tsx', 'src/features/workspace/domains.tsx'],
    });
    expect([...split.admin.parts.keys()]).toEqual(['src/features/licenses/Licenses.tsx']);
  });

  it('puts a message in the shell when the shell or no screen shows it, else in every screen that does', () => {
    const split = screenModules(graph, lazyModules(graph, dynamic, read)).user;
    const messages: Record<string, { origin?: [string, number][] }> = {
      shell: { origin: [['src/services/session.ts', 1]] },
      kit: { origin: [['src/kit/shared.ts', 1], ['src/features/sites/SitesList.tsx', 4]] },
      dialog: { origin: [['src/features/sites/Dialog.tsx', 2]] },
      form: { origin: [['forms/user/site.form.json', 1]] },
      two: { origin: [['src/features/sites/SitesList.tsx', 9], ['src/features/workspace/domains.tsx', 3]] },
      tab: { origin: [['src/features/workspace/domains.tsx', 1]] },
      common: { origin: [['src/features/workspace/lists.tsx', 1]] },
      nowhere: { origin: [['src/features/unknown.tsx', 1]] },
      none: {},
    };
    const { shell, parts } = splitIds(messages, new Set(Object.keys(messages)), split);
    expect([...shell].sort()).toEqual(['kit', 'none', 'nowhere', 'shell']);
    expect(Object.fromEntries([...parts].map(([root, ids]) => [root, [...ids].sort()]))).toEqual({
      'src/areas/user/site-workspace.tsx': ['common'],
      'src/features/sites/SitesList.tsx': ['dialog', 'form', 'two'],
      'src/features/workspace/CacheTab.tsx': [],
      'src/features/workspace/DomainsTab.tsx': ['tab', 'two'],
    });
  });

  it('keys a part by its module, the same from one build to the next', () => {
    expect(partKey('src/features/sites/SitesList.tsx')).toBe(partKey('src/features/sites/SitesList.tsx'));
    expect(partKey('src/features/sites/SitesList.tsx')).toMatch(/^[\w-]{6}$/);
    expect(partKey('src/features/sites/SitesList.tsx')).not.toBe(partKey('src/features/workspace/DomainsTab.tsx'));
  });
});
