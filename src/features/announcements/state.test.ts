import { describe, expect, it } from 'vitest';
import { announcementState, DISMISSED_KEY, readDismissed, versionKey, writeDismissed } from './state';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('announcements', () => {
  it('stand scheduled, current or ended by their window', () => {
    const start = '2026-12-01T00:00:00Z';
    const end = '2026-12-08T00:00:00Z';
    expect(announcementState(start, end, Date.parse('2026-11-30T23:59:59Z'))).toBe('scheduled');
    expect(announcementState(start, end, Date.parse(start))).toBe('current');
    expect(announcementState(start, end, Date.parse(end))).toBe('ended');
  });

  it('stay dismissed per version: an edit (new updatedAt) brings one back', () => {
    const storage = memory();
    const a = { id: 16, updatedAt: '2026-11-20T00:00:00Z' };
    const dismissed = writeDismissed(storage, 'user_302', readDismissed(storage, 'user_302'), [a], versionKey(a));
    expect(readDismissed(storage, 'user_302')).toEqual(dismissed);
    expect(dismissed.has(versionKey(a))).toBe(true);
    expect(dismissed.has(versionKey({ ...a, updatedAt: '2026-11-21T00:00:00Z' }))).toBe(false);
  });

  it('forget versions no longer shown, and read a damaged value as none', () => {
    const storage = memory();
    storage.setItem(DISMISSED_KEY('client_104'), JSON.stringify(['1@old', '2@x']));
    const next = writeDismissed(storage, 'client_104', readDismissed(storage, 'client_104'), [{ id: 2, updatedAt: 'x' }, { id: 3, updatedAt: 'y' }], '3@y');
    expect([...next].sort()).toEqual(['2@x', '3@y']);
    storage.setItem(DISMISSED_KEY('user_1'), '{not json');
    expect(readDismissed(storage, 'user_1').size).toBe(0);
  });
});
