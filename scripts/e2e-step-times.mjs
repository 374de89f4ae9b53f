// A Playwright reporter that adds up where end-to-end time goes, by kind of step (fixtures and hooks, page.goto,
// expect, click, fill, axe checks...), over the whole run: for keeping .ci/run within its budget as specs are added.
//   npx playwright test <files> --reporter=list,./scripts/e2e-step-times.mjs
// Prints the totals at the end; top-level steps only (a step's children are inside its time).
export default class StepTimes {
  totals = new Map();
  tests = 0;
  testTime = 0;
  onTestEnd(_test, result) {
    this.tests += 1;
    this.testTime += result.duration;
  }
  onStepEnd(_test, _result, step) {
    // Only steps at the top of a test or a hook: nested ones are counted in their parent.
    if (step.parent && step.parent.category !== 'hook' && step.parent.category !== 'fixture') return;
    const kind = `${step.category}: ${step.title.replace(/\(.*$/s, '').replace(/"[^"]*"/g, '"…"').replace(/\d+/g, 'N').slice(0, 60)}`;
    const entry = this.totals.get(kind) ?? { ms: 0, count: 0 };
    entry.ms += step.duration;
    entry.count += 1;
    this.totals.set(kind, entry);
  }
  onEnd() {
    const rows = [...this.totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, 30);
    console.log(`\n${this.tests} tests, ${(this.testTime / 1000).toFixed(1)} s of test time; where it went (top-level steps):`);
    for (const [kind, { ms, count }] of rows) console.log(`${(ms / 1000).toFixed(1).padStart(8)} s ${String(count).padStart(5)}×  ${kind}`);
  }
}
