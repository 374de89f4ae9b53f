import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { linguiMacros } from './scripts/lingui-babel.mjs';
import { descriptorsByName } from './scripts/vite-descriptors.mjs';
import { formDescriptors } from './scripts/vite-forms.mjs';
import { consoleTexts } from './scripts/vite-console-texts.mjs';
import { queryHooks } from './scripts/vite-query-hooks.mjs';
import { mantineStableIds } from './scripts/vite-mantine-ids.mjs';
import { signedInPreload } from './scripts/vite-signed-in-preload.mjs';
import { defineConfig, type Plugin } from 'vite';
import { embeddedBackend } from './mocks/vite-plugin.ts';

// Build-time switches (spec 1 and 2): the admin back office is a deployment switch (on in the demo),
// the layer-4 attack page is hidden and the offline licence mode is on unless the build says otherwise.
const flag = (name: string, fallback: boolean) => {
  const value = process.env[name];
  return value === undefined ? fallback : value === '1' || value === 'true' || value === 'on';
};

// Headers of every page the dev server and `vite preview` serve, as the production web server sends them
// (deploy/nginx/parapet.conf): no Referer ever leaves the console (a switch-user link carries tokens), no sniffing.
// The CSP is the web server's: the dev server needs inline scripts (React refresh) that production forbids.
const pageHeaders = { 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' };

/**
 * A .gz and a .br twin of every compressible file of the build, for the web server's gzip_static and brotli_static
 * (deploy/nginx/). Written from the files on disk once the build wrote them (the chunks' code is final only then),
 * in Node's thread pool, the files side by side. Brotli at its highest quality: 13% fewer bytes than gzip -9 on what
 * a signed-in page loads before its first paint (issue 29: about 50 of 396 kB on a phone's slow network).
 */
const gzipFile = promisify(gzip);
const brotliFile = promisify(brotliCompress);
function precompress(): Plugin {
  return {
    name: 'parapet-precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const paths = [...Object.keys(bundle), 'index.html']
        .filter((fileName) => /\.(js|css|html|svg|json)$/.test(fileName))
        .map((fileName) => join(dir, fileName))
        .filter((path) => existsSync(path));
      await Promise.all(
        paths.map(async (path) => {
          const source = await readFile(path);
          if (source.length < 1024) return;
          const brotliParams = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length };
          const [gz, br] = await Promise.all([gzipFile(source, { level: 9 }), brotliFile(source, { params: brotliParams })]);
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
        }),
      );
    },
  };
}


/**
 * The libraries' modules the sign-in page loads beyond the entry (Mantine's core and the few components of the
 * sign-in form, Lingui's React bindings), in one chunk (issue 29) instead of about forty files of 50–3,000 bytes each.
 * Every signed-in page loads them too; one file is fewer requests, fewer preload links for the main thread to add,
 * and less gzip overhead on the sign-in page's 130 kB budget. Listed by name: a module only signed-in screens use
 * would otherwise be put on the sign-in page (scripts/size-check.mjs fails the build if this list grows too much).
 * Their own dependencies are not pulled in with them (includeDependenciesRecursively): they would bring react-dom, and
 * with it the whole chunk into the entry (shared entry 84 -> 109 kB gzip).
 */
const SIGN_IN_LIBRARIES = new RegExp(
  [
    String.raw`@mantine[\\/]core[\\/]esm[\\/]core[\\/]`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/](Text|Button|UnstyledButton|Transition|PasswordInput|ActionIcon|Input|InputBase|CloseButton|Stack|TextInput|Center|Group|Image|Paper|Title|NativeSelect|Loader)[\\/]`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/]Combobox[\\/](get-parsed-combobox-data|Combobox\.module|ComboboxChevron)`,
    String.raw`@mantine[\\/]hooks[\\/]esm[\\/](use-isomorphic-effect|utils[\\/]random-id|use-media-query|use-did-update|use-reduced-motion|use-id|use-uncontrolled|use-color-scheme)[\\/]`,
    String.raw`@mantine[\\/](store[\\/]|notifications[\\/]esm[\\/]notifications\.store)`,
    String.raw`@lingui[\\/]react[\\/]`,
  ].join('|'),
);

/**
 * The libraries of the signed-in shell (issue 29): Mantine's AppShell, menus, dialogs, popovers and scroll areas,
 * Floating UI, TanStack Query, React Router and their helpers, which every signed-in page loads, in one chunk instead
 * of about twenty-five files of 0.5–16 kB from Rolldown's automatic chunking (each also a <link rel=modulepreload> the
 * preload helper adds): the domains tab 99 -> 76 files and 380 -> 372 kB gzip, the dashboard 71 -> 51, the sites list
 * 110 -> 87. Listed by package (and Mantine component) so that a library only some screens use stays with them; what
 * the sign-in page loads is in the groups above or the entry (sign-in page unchanged). Checkbox, Radio and Accordion
 * left it (no part of the shell uses them): 5.4 kB gzip less before the dashboard's and statistics' first paint, 2.2 kB
 * less on the sites list and domains tab, which load the checkbox with their screen. Modal and ModalBase left it too:
 * dialogs load Mantine's Modal once the page is idle (components/dialog-mount.tsx); the scroll lock stays (AppShell
 * takes its class names).
 */
const SHELL_LIBRARIES = new RegExp(
  [
    String.raw`@floating-ui[\\/]`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/](Alert|AppShell|Avatar|Badge|Burger|Collapse|FocusTrap|Kbd|Menu|NavLink|Overlay|Popover|Portal|Progress|ScrollArea|Tooltip|VisuallyHidden)[\\/]`,
    String.raw`@mantine[\\/]core[\\/]esm[\\/]utils[\\/]Floating[\\/]`,
    String.raw`@mantine[\\/](hooks|nprogress)[\\/]`,
    String.raw`@tanstack[\\/](query-core|react-query)[\\/]`,
    String.raw`[\\/](react-remove-scroll|react-remove-scroll-bar|react-router|react-style-singleton|tslib|use-callback-ref|use-sidecar)[\\/]`,
  ].join('|'),
);

// Warm-up (issue 29): what the sign-in page needs is transformed as soon as the dev server is ready (the page, its
// first modules, the sign-in form, the default language's texts); the signed-in console's first modules only after
// those (warmConsoleAfterSignIn), and once the server has had no request for a second, so that their Babel work does
// not hold up the first page a newcomer opens (the page opened just after "ready" is served first).
const warmupFiles = ['./index.html', './src/main.tsx', './src/app/sign-in-boot.tsx', './src/features/login/LoginForm.tsx', './locales/zh-TW/messages.po'];
const consoleWarmupUrls = ['/src/app/App.tsx', '/src/app/early-requests.ts', '/src/app/early-code.ts'];

/**
 * The dev server serves Mantine's whole styles.css where the build takes the component files the console uses
 * (src/styles/mantine.css, 67 @imports): resolving and inlining those imports cost the dev server's first page about
 * 1.5 s (issue 29). The whole file is the same rules and more (compared pixel by pixel when the list was made).
 */
function wholeMantineStylesInDev(): Plugin {
  return {
    name: 'parapet-whole-mantine-styles-in-dev',
    apply: 'serve',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './styles/mantine.css' || !importer?.endsWith('/src/main.tsx')) return null;
      return this.resolve('@mantine/core/styles.css', importer, { skipSelf: true });
    },
  };
}

/**
 * The console's own small style sheets (CSS modules) go into the entry's one style sheet in the build (issue 29): loaded
 * with the lazy screens that use them, each was a request, and a whole-page style recalculation, before a signed-in
 * page's first paint (4 or 5 of them on every page, 0.2-2.3 kB each). The build's entry imports them, and they are
 * kept although the entry uses none of their class names (Vite drops a CSS module whose exports are unused). The dev
 * server is left as it is: there each would be one more request before the sign-in page's first paint.
 */
const OWN_STYLES = [
  'app/text-guards.module.css',
  'components/UserText.module.css',
  'components/CellText.module.css',
  'components/Segments.module.css',
  'components/resource-table/ResourceTable.module.css',
  'features/site-workspace/SiteWorkspace.module.css',
];

function ownStylesWithEntry(): Plugin {
  const kept = (id: string) => OWN_STYLES.some((file) => id.endsWith(`/src/${file}`));
  return {
    name: 'parapet-own-styles-with-entry',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      // After the entry's own imports: the style sheet keeps Mantine's rules first, the console's after them.
      if (id.endsWith('/src/main.tsx')) return { code: code + OWN_STYLES.map((file) => `\nimport './${file}';`).join(''), map: null };
      return kept(id) ? { code, moduleSideEffects: 'no-treeshake' } : null;
    },
  };
}

const QUIET_MS = 1000;

function warmConsoleAfterSignIn(): Plugin {
  return {
    name: 'parapet-warm-console-after-sign-in',
    apply: 'serve',
    configureServer(server) {
      // The time of the last request a browser made: the console's warm-up waits until the server has been quiet for
      // a second, so that a page opened just after "ready" is not served between the console's Babel transforms.
      let lastRequest = Date.now();
      server.middlewares.use((_req, _res, next) => {
        lastRequest = Date.now();
        next();
      });
      const quiet = () =>
        new Promise<void>((resolve) => {
          const look = () => (Date.now() - lastRequest >= QUIET_MS ? resolve() : setTimeout(look, 100));
          look();
        });
      server.httpServer?.once('listening', () => {
        const signIn = warmupFiles.filter((file) => !file.endsWith('.html')).map((file) => server.warmupRequest(file.slice(1)));
        void Promise.allSettled(signIn)
          .then(quiet)
          .then(() => Promise.allSettled(consoleWarmupUrls.map((url) => server.warmupRequest(url))));
      });
    },
  };
}

export default defineConfig({
  plugins: [
    queryHooks(),
    formDescriptors(),
    descriptorsByName(),
    react(),
    linguiMacros(),
    consoleTexts(),
    lingui(),
    embeddedBackend(),
    mantineStableIds(),
    warmConsoleAfterSignIn(),
    wholeMantineStylesInDev(),
    ownStylesWithEntry(),
    signedInPreload(),
    precompress(),
  ],
  define: {
    __ADMIN_ENABLED__: JSON.stringify(flag('PARAPET_ADMIN', true)),
    __L4_ATTACK_PAGE__: JSON.stringify(flag('PARAPET_L4_ATTACK', false)),
    __OFFLINE_LICENSE__: JSON.stringify(flag('PARAPET_OFFLINE_LICENSE', true)),
    __APP_VERSION__: JSON.stringify('1.11.3'),
    // The end-to-end build (scripts/test.mjs) exposes the transport to the refresh-storm spec; `npm run build` does not.
    __E2E_HOOKS__: JSON.stringify(flag('PARAPET_E2E_HOOKS', false)),
  },
  // E2E_DEV (end-to-end tests on the sources): no hot reload and no file watching, so edits made
  // elsewhere in the tree while a test runs cannot reload its page.
  // No CORS on the dev and preview servers: the console and its API share one origin, and Vite's default
  // (any localhost origin reflected) would let another local page read the API and the test hooks.
  // Warm-up (issue 29): the dev server transforms the sign-in page's and the console's first modules as soon as it
  // is ready, not when the first page asks for them.
  server: process.env.E2E_DEV
    ? { host: '127.0.0.1', port: 5173, strictPort: false, hmr: false, watch: null, cors: false, headers: pageHeaders, warmup: { clientFiles: warmupFiles } }
    : { host: '127.0.0.1', port: 5173, strictPort: false, cors: false, headers: pageHeaders, warmup: { clientFiles: warmupFiles } },
  // Only the console's page is an entry (docs/api/index.html is the generated API reference).
  optimizeDeps: { entries: ['index.html'], rolldownOptions: { plugins: [mantineStableIds()] } },
  preview: { host: '127.0.0.1', port: 4173, cors: false, headers: pageHeaders },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph scripts/size-check.mjs measures the budgets on (file names only).
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Small common chunks (under about 6 kB of source: a service, a hook, a Mantine part two screens share) are
          // copied into the chunks that use them, one module state kept by rolldown's shared runtime (issue 29): a
          // signed-in page asked for 40–55 chunks, each request about 1 ms of this machine's main thread (4 ms on
          // Lighthouse's phone) and a slot on a slow network; now 15–25, for about 11 kB more gzip. Turning it on
          // also keeps the modules' execution order strict (rolldown's requirement for inlining).
          experimentalInlineCommonChunks: { maxSize: 6000 },
          // What the sign-in page needs of the transport and of TanStack Query in one file rather than six small ones:
          // split apart (as the module graph grew) they cost 1.7 kB more gzip on the sign-in page's 130 kB budget.
          groups: [
            {
              name: 'api',
              test: /[\\/]src[\\/]api[\\/](transport|mutator|errors|error-messages|areas|client|config|call-area)\.ts$|[\\/]@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/](timeoutManager|utils|environmentManager|subscribable|focusManager|notifyManager|onlineManager|retryer|removable|mutation|mutationObserver)|react-query[\\/]build[\\/]modern[\\/](QueryClientProvider|useMutation))\.js$/,
            },
            { name: 'libraries', test: SIGN_IN_LIBRARIES, includeDependenciesRecursively: false },
            // Their style sheets stay where they are (main.tsx imports Mantine's and the progress bar's with the entry).
            { name: 'shell-libraries', test: (id: string) => SHELL_LIBRARIES.test(id) && !id.endsWith('.css'), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
