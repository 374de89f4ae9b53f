// @vitest-environment node
// The checks of a chosen branding image, and the size limit agreeing with the contract and the embedded backend.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageProblem, MAX_IMAGE_BYTES, sizeText } from './images';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const decodes = () => Promise.resolve(true);
const broken = () => Promise.resolve(false);

describe('branding images', () => {
  it('accepts gif, png, jpg, jpeg and bmp that decode', async () => {
    for (const [name, type] of [['a.gif', 'image/gif'], ['a.png', 'image/png'], ['a.jpg', 'image/jpeg'], ['a.JPEG', 'image/jpeg'], ['a.bmp', 'image/bmp'], ['a.bmp', '']]) {
      expect(await imageProblem(file(name, type, 10), decodes), name).toBeNull();
    }
  });

  it('refuses another type by name or by media type, before reading it', async () => {
    let read = false;
    const spy = () => ((read = true), Promise.resolve(true));
    expect(await imageProblem(file('a.svg', 'image/svg+xml', 10), spy)).toEqual({ kind: 'type' });
    expect(await imageProblem(file('a.png', 'image/webp', 10), spy)).toEqual({ kind: 'type' });
    expect(read).toBe(false);
  });

  it('refuses a file over the limit, before reading it', async () => {
    expect(await imageProblem(file('a.png', 'image/png', MAX_IMAGE_BYTES), decodes)).toBeNull();
    expect(await imageProblem(file('a.png', 'image/png', MAX_IMAGE_BYTES + 1), broken)).toEqual({ kind: 'size', bytes: MAX_IMAGE_BYTES + 1 });
  });

  it('refuses an empty file and one that does not decode', async () => {
    expect(await imageProblem(file('a.png', 'image/png', 0), decodes)).toEqual({ kind: 'decode' });
    expect(await imageProblem(file('a.png', 'image/png', 10), broken)).toEqual({ kind: 'decode' });
  });

  it('has the limit the contract states (x-max-bytes) and the embedded backend applies', () => {
    const contract = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8')) as { components: { schemas: Record<string, Record<string, unknown>> } };
    expect(contract.components.schemas.ClientBrandingImage!['x-max-bytes']).toBe(MAX_IMAGE_BYTES);
    const backend = readFileSync('mocks/server/resources/branding-admin.resource.ts', 'utf8');
    expect(backend).toMatch(/MAX_IMAGE_BYTES = 2 \* 1024 \* 1024;/);
    expect(MAX_IMAGE_BYTES).toBe(2 * 1024 * 1024);
  });

  it('says sizes as operating systems do', () => {
    expect(sizeText(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(sizeText(1536, 'en')).toBe('1.5 kB');
  });
});
