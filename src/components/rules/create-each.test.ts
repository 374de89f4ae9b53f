// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createEach, ImportStopped } from './create-each';

describe('createEach', () => {
  it('creates every row in order and reports progress', async () => {
    const sent: number[] = [];
    const seen: number[] = [];
    await createEach([1, 2, 3], async (n) => void sent.push(n), (done) => seen.push(done));
    expect(sent).toEqual([1, 2, 3]);
    expect(seen).toEqual([1, 2, 3]);
  });
  it('says where it stopped when a row after the first is refused, and sends nothing after it', async () => {
    const sent: number[] = [];
    const stopped = await createEach([1, 2, 3, 4], async (n) => {
      if (n === 3) throw new Error('refused');
      sent.push(n);
    }).catch((error: unknown) => error);
    expect(stopped).toBeInstanceOf(ImportStopped);
    expect(stopped).toMatchObject({ done: 2, total: 4 });
    expect(sent).toEqual([1, 2]);
  });
  it('passes a refusal of the first row on as it is (nothing was created)', async () => {
    const refusal = new Error('refused');
    await expect(createEach([1, 2], async () => Promise.reject(refusal))).rejects.toBe(refusal);
  });
});
