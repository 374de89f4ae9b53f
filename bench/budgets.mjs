// The speed budgets (issue 16). `npm test` enforces the size budgets (scripts/size-check.mjs) on every build;
// `npm run bench` prints every figure next to its budget.

/** Gzip kilobytes (1 kB = 1024 bytes, gzip level 9). */
export const SIZE_BUDGETS = {
  /** All the JavaScript the sign-in page loads: the entry and what the sign-in route and its catalogue add. */
  signInKb: 130,
  /** The shared entry: index.html's script and everything it imports statically. */
  entryKb: 110,
  /** Any single JavaScript file of the build (a route's chunk or a shared one). */
  chunkKb: 250,
};

/**
 * What the sign-in page loads besides the entry: the sign-in route and the default language's catalogue
 * (source paths as in the build manifest). The bench checks in Chromium that nothing else is loaded.
 */
export const SIGN_IN_MODULES = ['src/app/sign-in-boot.tsx', 'locales/zh-TW/messages.po'];

/** Figures the bench measures in Chromium (not part of npm test: they depend on the machine's load). */
export const RUNTIME_BUDGETS = {
  lighthouseMin: 95,
  scrollFrameP95Ms: 50,
  scrollFrameMaxMs: 100,
  scrollRatioToBareList: 1.5,
  interactionMs: 200,
  /** A 26,784-point series drawn (issue 14), and the QPS poll's re-render. */
  chartDrawMs: 300,
  chartPollMs: 100,
};

/** Lighthouse's mobile preset (issue 29): a mid-range phone on simulated slow 4G with a 4× slower CPU. */
export const MOBILE_BUDGETS = {
  signInMin: 95,
  /** The dashboard, the sites list, a site's domains tab and the statistics page. */
  signedInMin: 90,
};

/**
 * The embedded backend with a state file (issue 24; `npm run bench -- state`, mocks/bench-state.ts): 200 tag writes
 * sent at once, each on disk before its answer, until the last answer; and the median read with an API token.
 * Before the journal (the whole 3 MB file rewritten by every write and every API-token read): 10.5 s and 48 ms on a
 * quiet machine (34–61 s and 170–390 ms on a loaded one, where after it was 1.6–3.3 s and 1.3–8.6 ms).
 */
export const STATE_BUDGETS = {
  concurrentWritesMs: 4000,
  apiTokenReadP50Ms: 10,
};

/** Issue 29: a second `npm start` until Vite is ready, and the dev server's first page after that (`npm run bench -- start`). */
export const START_BUDGETS = {
  readyMs: 15_000,
  firstPageMs: 3_000,
};
