// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filenameFrom } from './save-file';

describe('download file names', () => {
  it('come from Content-Disposition', () => {
    expect(filenameFrom('attachment; filename="shop.harbor-tea.example-domains-20261125.txt"')).toBe('shop.harbor-tea.example-domains-20261125.txt');
    expect(filenameFrom("attachment; filename*=UTF-8''%E8%8C%B6.txt; filename=\"x.txt\"")).toBe('茶.txt');
    expect(filenameFrom('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(filenameFrom('attachment')).toBeNull();
    expect(filenameFrom(null)).toBeNull();
  });
});
