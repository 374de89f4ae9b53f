// The screens of every console, read from the console's own registries (src/areas/<area>/screens.ts and the site
// workspace's tabs/*.tab.ts) when the specs are collected, so a screen added later is covered without editing a test.
// The registries use Lingui's `msg` macro, so they are loaded through Vite's module runner with the same Babel macro
// plugin and build switches as the console (no dev server, no embedded backend: about 2 s once per process).
import { resolve } from 'node:path';
import babel from '@rolldown/plugin-babel';
import { runnerImport } from 'vite';
import type { Area } from './pages';

export interface RegistryScreen {
  area: Area;
  /** The path opened (below the origin), e.g. `/user/sitesManagement/sitesList`. */
  url: string;
  /** The English source text of its label (the tests read the English interface). */
  label: string;
  /** Reached from the account menu rather than the side navigation. */
  menu?: string;
}

export interface RegistryTab {
  id: string;
  label: string;
}

interface Loaded {
  path: string;
  navPath?: string;
  menu?: string;
  label: { id: string; message?: string };
}

const root = resolve(import.meta.dirname, '../..');
const flag = (name: string, fallback: boolean) => {
  const value = process.env[name];
  return value === undefined ? fallback : value === '1' || value === 'true' || value === 'on';
};
const config = {
  configFile: false as const,
  logLevel: 'error' as const,
  root,
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] })],
  // The same build switches as vite.config.ts (a hidden screen is not registered, so not opened either).
  define: {
    __ADMIN_ENABLED__: JSON.stringify(flag('PARAPET_ADMIN', true)),
    __L4_ATTACK_PAGE__: JSON.stringify(flag('PARAPET_L4_ATTACK', false)),
    __OFFLINE_LICENSE__: JSON.stringify(flag('PARAPET_OFFLINE_LICENSE', true)),
    __APP_VERSION__: JSON.stringify('test'),
  },
};

async function load<T>(file: string): Promise<T> {
  return (await runnerImport<T>(resolve(root, file), config)).module;
}

/** `navPath ?? path` without its optional parameters; a required parameter left over is an error of the registry. */
function urlOf(area: Area, screen: Loaded): string {
  const path = (screen.navPath ?? screen.path).replace(/\/:[^/]+\?/g, '');
  if (path.includes(':')) throw new Error(`/${area}/${screen.path} has a required parameter and no navPath: navigation cannot link to it`);
  return `/${area}/${path}`;
}

export async function loadRegistry(): Promise<{ screens: RegistryScreen[]; siteTabs: RegistryTab[] }> {
  const areas: Area[] = flag('PARAPET_ADMIN', true) ? ['admin', 'client', 'user'] : ['client', 'user'];
  const screens: RegistryScreen[] = [];
  for (const area of areas) {
    const module = await load<Record<string, Loaded[]>>(`src/areas/${area}/screens.ts`);
    const list = module[`${area}Screens`];
    if (!Array.isArray(list)) throw new Error(`src/areas/${area}/screens.ts does not export ${area}Screens`);
    for (const screen of list) {
      screens.push({ area, url: urlOf(area, screen), label: screen.label.message ?? screen.label.id, menu: screen.menu });
    }
  }
  const { SITE_TABS } = await load<{ SITE_TABS: { id: string; label: { id: string; message?: string } }[] }>('src/features/site-workspace/tabs.ts');
  const siteTabs = SITE_TABS.map((tab) => ({ id: tab.id, label: tab.label.message ?? tab.label.id }));
  return { screens, siteTabs };
}
