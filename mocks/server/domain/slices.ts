// Bounded work per request (issue 24, item 7): a long computation gives the event loop back between slices, so one
// call (a log search over hundreds of sites, an export of a day) cannot hold every other call, not even the public
// logo. Each slice runs at most about SLICE_MS before the next `await pause()` yields (setImmediate: timers and
// sockets waiting behind it run first).
const SLICE_MS = 20;

/** A pause function for one computation: it yields to the event loop once the current slice is spent. */
export function slices(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let start = performance.now();
  return () => {
    if (performance.now() - start < sliceMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        start = performance.now();
        resolve();
      }),
    );
  };
}
