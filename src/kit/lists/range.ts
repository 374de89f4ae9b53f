// A list descriptor's `range` filters: two moments typed or picked in the browser's time zone (kept as its
// datetime-local text, a minute's precision), sent as UTC; a range starts on its last `days` days.
import { localMinute } from '../../components/moment-field/moment-format';
import type { ListFilter } from './descriptor';

const DAY = 86_400_000;

const ranges = (filters: readonly ListFilter[] | undefined) => (filters ?? []).filter((filter) => filter.kind === 'range');
/** A range's two moments as times (NaN where an end is empty or unreadable). */
const endsOf = (filter: ListFilter, values: Record<string, string>) => [Date.parse(values[filter.param] ?? ''), Date.parse(values[filter.to!] ?? '')] as const;

/** Where each range starts: its last `days` days, up to a minute from `now`. */
export const rangeStart = (filters: readonly ListFilter[] | undefined, now: number): Record<string, string> =>
  Object.fromEntries(
    ranges(filters).flatMap((filter) => [
      [filter.param, localMinute(new Date(now - (filter.days ?? 1) * DAY))],
      [filter.to!, localMinute(new Date(now + 60_000))],
    ]),
  );

/** What is wrong with a range: an end left empty or unreadable (`incomplete`), a start after its end (`reversed`). */
export function rangeProblem(filters: readonly ListFilter[] | undefined, values: Record<string, string>): 'incomplete' | 'reversed' | null {
  for (const filter of ranges(filters)) {
    const [start, end] = endsOf(filter, values);
    if (Number.isNaN(start) || Number.isNaN(end)) return 'incomplete';
    if (start > end) return 'reversed';
  }
  return null;
}

/** The ranges as the list call takes them: both ends in UTC (ISO 8601); nothing of a range that is not whole. */
export const rangeParams = (filters: readonly ListFilter[] | undefined, values: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    ranges(filters).flatMap((filter) => {
      const [start, end] = endsOf(filter, values);
      return Number.isNaN(start) || Number.isNaN(end)
        ? []
        : [
            [filter.param, new Date(start).toISOString()],
            [filter.to!, new Date(end).toISOString()],
          ];
    }),
  );
