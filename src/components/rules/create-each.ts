// Imports into lists whose create call takes one row: the rows go one after the other, the dialog follows
// their progress, and a refusal part-way says how many were added and keeps the rest for another try.

/** The server refused a row after some were created: `done` rows are on the site, the rest were not sent. */
export class ImportStopped extends Error {
  constructor(
    readonly done: number,
    readonly total: number,
  ) {
    super(`import stopped after ${done} of ${total} rows`);
  }
}

/** Progress of an import: how many rows are created so far. */
export type ImportProgress = (done: number) => void;

/** Creates the rows in order; stops at the first refusal (reported by the call). */
export async function createEach<R>(rows: readonly R[], create: (row: R) => Promise<unknown>, progress?: ImportProgress): Promise<void> {
  for (const [index, row] of rows.entries()) {
    try {
      await create(row);
    } catch (error) {
      // Nothing created: the import simply failed; otherwise the caller learns where it stopped.
      throw index === 0 ? error : new ImportStopped(index, rows.length);
    }
    progress?.(index + 1);
  }
}
