// Where code lives (issue 27, README "Layout"): src/ is in layers, and a module imports only from its own layer or
// the layers below it. Bottom to top:
//   api (the contract's generated calls and the transport) < i18n, validation, services (what every layer uses:
//   feedback, session, the console's area, the query client, the screen types) < components < schema-form < kit
//   < features (every screen, one folder per domain) < areas (each console's registry and per-console configuration)
//   < app (router, shell, entry).
// No import circle, no module nobody imports. `npm run lint:layers` (scripts/lint-layers.mjs) checks it: the
// depcruise command needs Node 22, the project runs on Node 20, so the script calls dependency-cruiser's API.
const LAYERS = [['api'], ['i18n', 'validation', 'services'], ['components'], ['schema-form'], ['kit'], ['features'], ['areas'], ['app']];
const folder = (names) => `^src/(${names.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...LAYERS.slice(0, -1).map((layer, index) => ({
      name: `layer-${layer.join('-')}`,
      comment: `src/${layer.join(', src/')} may import only from its own layer and below: ${LAYERS.slice(0, index).flat().join(', ') || 'nothing of src/'}.`,
      severity: 'error',
      from: { path: folder(layer) },
      to: { path: [folder(LAYERS.slice(index + 1).flat()), '^src/[^/]+$'] },
    })),
    {
      name: 'no-circular',
      comment: 'No import circle: a module that needs something of a module importing it gets it through a parameter or React context.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'A module nobody imports is dead code (tests, declarations and the entry excepted; tabs are found by import.meta.glob).',
      severity: 'error',
      from: {
        orphan: true,
        pathNot: ['\\.d\\.m?ts$', '\\.test\\.tsx?$', '^src/main\\.tsx$', '^src/features/site-workspace/tabs/[^/]+\\.tab\\.ts$'],
      },
      to: {},
    },
  ],
  options: {
    // Type-only imports count: a layer may not even name a type of a layer above it.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Generated from the contract (npm run gen): the bottom of src/api, importing nothing of src/.
    exclude: { path: '^src/api/generated/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
