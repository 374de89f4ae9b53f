// Issue 28: the runs of "Apply to many sites" going on in this tab, apart from their view (RunView), so that a
// screen offering to resume a run (ResumeRuns) knows which are going on without loading the view's code.
import { BulkRunner, type Run } from './engine';
import { type BulkSpec, type Call, writeSite } from './plan';
import { idbRunStore } from './store';

/** The runners of this tab by run id: one per run, whoever shows it (a screen shown twice, React's strict mode). */
const active = new Map<string, { runner: BulkRunner<BulkSpec>; listeners: Set<(run: Run) => void> }>();

export function runnerFor(run: Run<BulkSpec>, call: Call, resume: boolean) {
  let entry = active.get(run.id);
  if (!entry) {
    const listeners = new Set<(run: Run) => void>();
    const copy: Run<BulkSpec> = { ...run, items: run.items.map((item) => ({ ...item })) };
    const runner = new BulkRunner<BulkSpec>(copy, (item, spec) => writeSite(spec, item.siteId, call), idbRunStore(), {
      concurrency: 4,
      onChange: (next) => listeners.forEach((listener) => listener(next)),
      resume,
    });
    entry = { runner, listeners };
    active.set(run.id, entry);
  }
  return entry;
}

/** A run shown in this tab now, or going on without being shown (not offered to resume). */
export const isActive = (id: string) => {
  const entry = active.get(id);
  return entry !== undefined && (entry.listeners.size > 0 || entry.runner.run.state === 'running');
};

/** Pauses a run shown in this tab (its dialog closed): it stays in IndexedDB and is offered again. */
export const pauseRun = (id: string) => active.get(id)?.runner.pause();
