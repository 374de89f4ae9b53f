// The embedded backend's reset, timed (npx tsx scripts/reset-cost.mts): nothing written since the last reset, and after
// writes reaching the sites module, the sites and site-config modules, and every module (each reseeded with its seed neighbours).
import { createBackend } from '../mocks/server/index.ts';
const b = createBackend({ log: () => {} });
b.reset();
const stats = (label: string, touch: () => void) => {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) { touch(); const t = performance.now(); b.reset(); times.push(performance.now() - t); }
  times.sort((x, y) => x - y);
  console.log(`${label}: min ${times[0].toFixed(1)} median ${times[15].toFixed(1)} max ${times[29].toFixed(1)} ms`);
};
stats('nothing written', () => {});
stats('sites written', () => void (b.store.resources.sites as Record<string, unknown>).sites);
stats('sites + site-config written', () => { void (b.store.resources.sites as Record<string, unknown>).sites; void (b.store.resources['site-config'] as Record<string, unknown>).x; });
stats('every module written', () => { for (const k of Object.keys(b.store.rawResources)) void (b.store.resources[k] as Record<string, unknown>).x; });
b.close();
