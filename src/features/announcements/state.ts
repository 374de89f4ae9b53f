// Where an announcement stands now, and the key under which a reader dismissed it.

export type AnnouncementState = 'scheduled' | 'current' | 'ended';

export function announcementState(startTime: string, endTime: string, now: number): AnnouncementState {
  if (now < Date.parse(startTime)) return 'scheduled';
  return now < Date.parse(endTime) ? 'current' : 'ended';
}

/** An announcement as the banner shows it; `updatedAt` changes whenever the operator edits it. */
export interface Shown {
  id: number;
  updatedAt?: string;
}

/** The key of one version of an announcement: an edit makes a new key, so a dismissed one comes back changed. */
export const versionKey = (a: Shown) => `${a.id}@${a.updatedAt ?? ''}`;

export const DISMISSED_KEY = (area: string) => `${area}_dismissedAnnouncements`;

/** The dismissed versions kept in local storage (an unreadable value counts as none). */
export function readDismissed(storage: Pick<Storage, 'getItem'>, area: string): Set<string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(DISMISSED_KEY(area)) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Keeps the versions dismissed of the announcements still shown (so the list does not grow for ever) plus `key`. */
export function writeDismissed(storage: Pick<Storage, 'setItem'>, area: string, dismissed: Set<string>, shown: readonly Shown[], key: string): Set<string> {
  const live = new Set(shown.map(versionKey));
  const next = new Set([...dismissed].filter((k) => live.has(k)));
  next.add(key);
  storage.setItem(DISMISSED_KEY(area), JSON.stringify([...next]));
  return next;
}
