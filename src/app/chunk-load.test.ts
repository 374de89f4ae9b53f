import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk, mayReloadForChunk, reloadForChunk } from './chunk-load';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('loadChunk', () => {
  it('answers the module when it loads in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ Component: 'x' }))).resolves.toEqual({ Component: 'x' });
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const failure = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Old-1a2b.js')));
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('gives up after the chunk-load timeout of spec 9 (120 s)', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk(() => new Promise<never>(() => undefined));
    const outcome = pending.then(
      () => 'loaded',
      (error: unknown) => (isChunkLoadError(error) ? 'chunk error' : 'other'),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('chunk error');
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://host/assets/A.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
    'Unable to preload CSS for /assets/A.css',
  ])('recognises "%s"', (message) => expect(isChunkLoadError(new TypeError(message))).toBe(true));

  it('leaves other errors alone', () => expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false));
});

describe('reloadForChunk', () => {
  it('reloads once, then not again within ten minutes, then again later', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    const start = 1_000_000;
    expect(mayReloadForChunk(start)).toBe(true);
    expect(reloadForChunk(start)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(mayReloadForChunk(start + 60_000)).toBe(false);
    expect(reloadForChunk(start + 60_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunk(start + 11 * 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
