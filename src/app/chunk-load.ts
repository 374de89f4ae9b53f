// After a new deployment, an open page asks for chunks by their old names and gets none (issue 16). A chunk that
// fails to load, or takes longer than the chunk-load timeout (spec 9: 120 s), reloads the page once with a short
// notice; a second failure soon after shows an error with a reload button instead of reloading again.
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** A failure within this long after a reload this module made is not reloaded again. */
const RELOAD_GUARD_MS = 10 * 60_000;
const RELOADED_AT = 'parapet_chunk_reload_at';

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(`A part of the console could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ChunkLoadError';
  }
}

// What browsers say when import() fails: Chromium, Safari, Firefox; and Vite's preload helper.
const BROWSER_MESSAGES = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && BROWSER_MESSAGES.test(error.message));
}

/** Loads a chunk within the chunk-load timeout; any failure becomes a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(new Error(`no answer in ${timeoutMs / 1000} s`))), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) && error instanceof ChunkLoadError ? error : new ChunkLoadError(error));
      },
    );
  });
}

/** Whether this page may still reload for a chunk (not already done in the last minutes). */
export function mayReloadForChunk(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    return !(now - last < RELOAD_GUARD_MS);
  } catch {
    return false;
  }
}

/** Reloads the page, remembering it did so; false (and nothing happens) when it already did recently. */
export function reloadForChunk(now = Date.now()): boolean {
  if (!mayReloadForChunk(now)) return false;
  try {
    sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  location.reload();
  return true;
}
