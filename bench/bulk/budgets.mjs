// Issue 28's budgets for "Apply to many sites" (`npm run bench -- bulk`, bench/bulk/run.ts): 500 sites on the embedded
// backend, the preview computed and shown within 5 s and the run finished within 60 s, the UI responsive throughout (no
// task of the page's main thread over 200 ms, measured in the page: bench/bulk/page.mjs).
export const BULK_BUDGETS = {
  previewMs: 5000,
  runMs: 60000,
  longTaskMs: 200,
};
