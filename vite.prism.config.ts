// `npm run start:prism`: the console on Prism's stateless mock of the contract instead of the embedded backend.
// The same configuration as vite.config.ts without the embedded backend, and /api/v1 proxied to Prism.
import { defineConfig, mergeConfig, type PluginOption, type ProxyOptions } from 'vite';
import base from './vite.config.ts';

const prism = `http://127.0.0.1:${process.env.PRISM_PORT ?? '4010'}`;
// Prism serves the contract's paths at its root: /api/v1/user/login -> /user/login. Calls shared by the three areas
// (`/{kind}/…`) carry one example per area where the area changes the answer (own account): Prism is asked for the
// area's example by name (`Prefer: example=admin`), so each console signs in as its own kind of account.
const AREA_EXAMPLES = /^(?:\/api\/v1)?\/(admin|client|user)\/account\/self(\?|$)/;
const toPrism: ProxyOptions = {
  target: prism,
  changeOrigin: true,
  rewrite: (path: string) => path.replace(/^\/api\/v1/, ''),
  configure: (proxy) => {
    proxy.on('proxyReq', (request, incoming) => {
      const area = AREA_EXAMPLES.exec(incoming.url ?? '')?.[1];
      if (area && incoming.method === 'GET') request.setHeader('Prefer', `example=${area}`);
    });
  },
};
const isBackend = (plugin: PluginOption) => !!plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'parapet-embedded-backend';

export default mergeConfig(
  { ...base, plugins: (base.plugins ?? []).filter((plugin) => !isBackend(plugin)) },
  defineConfig({
    server: { proxy: { '/api/v1': toPrism } },
    preview: { proxy: { '/api/v1': toPrism } },
  }),
);
