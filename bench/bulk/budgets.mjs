// Issue 28's budgets for "Apply to many sites" (`npm run bench -- bulk`, bench/bulk/run.ts): 500 sites on the embedded
// backend, the preview computed within 5 s and the run finished within 60 s.
export const BULK_BUDGETS = {
  previewMs: 5000,
  runMs: 60000,
};
