// Time ranges of the analytics screens (spec 9): one, three (default) and six hours, a custom range, and the
// dashboards' last 24 hours and last 30 days; statistics also offer the last 7 days and yesterday (issue 25:
// yesterday is the calendar day before today in the reader's time zone). A range becomes times once, when it is
// chosen or refreshed, so the queries keep one key until then.
export type RangeId = 'oneHour' | 'threeHours' | 'sixHours' | 'last24Hours' | 'last7Days' | 'last30Days' | 'yesterday' | 'custom';

export const RANGE_MS: Record<Exclude<RangeId, 'custom' | 'yesterday'>, number> = {
  oneHour: 3_600_000,
  threeHours: 3 * 3_600_000,
  sixHours: 6 * 3_600_000,
  last24Hours: 24 * 3_600_000,
  last7Days: 7 * 24 * 3_600_000,
  last30Days: 30 * 24 * 3_600_000,
};

export const RANGE_IDS: readonly RangeId[] = ['oneHour', 'threeHours', 'sixHours', 'last24Hours', 'last7Days', 'last30Days', 'yesterday', 'custom'];

/** Yesterday in the local time zone: from its midnight to today's. */
export function yesterdayOf(now: number): [Date, Date] {
  const today = new Date(now);
  today.setHours(0, 0, 0, 0);
  const start = new Date(today);
  start.setDate(start.getDate() - 1);
  return [start, today];
}

/** Statistics are kept 30 days. */
export const KEPT_MS = RANGE_MS.last30Days;

export interface Period {
  startTime: string;
  endTime: string;
  timeInterval: RangeId;
}

export function periodOf(range: RangeId, now: number, custom?: readonly [Date | null, Date | null]): Period | null {
  if (range === 'custom') {
    const [from, to] = custom ?? [null, null];
    if (!from || !to || !(to.getTime() > from.getTime())) return null;
    return { startTime: from.toISOString(), endTime: to.toISOString(), timeInterval: 'custom' };
  }
  if (range === 'yesterday') {
    const [from, to] = yesterdayOf(now);
    return { startTime: from.toISOString(), endTime: to.toISOString(), timeInterval: 'yesterday' };
  }
  return { startTime: new Date(now - RANGE_MS[range]).toISOString(), endTime: new Date(now).toISOString(), timeInterval: range };
}

/** Why a custom range cannot be used, or null. */
export function customRangeProblem(from: Date | null, to: Date | null, now: number): 'missing' | 'order' | 'future' | 'tooOld' | null {
  if (!from || !to) return 'missing';
  if (!(to.getTime() > from.getTime())) return 'order';
  if (to.getTime() > now + 60_000) return 'future';
  if (from.getTime() < now - KEPT_MS) return 'tooOld';
  return null;
}

/** Minutes between points of a series over a period: 5-minute steps up to 6 hours' worth of detail per pixel. */
export function stepFor(startTime: string, endTime: string): number {
  const hours = (Date.parse(endTime) - Date.parse(startTime)) / 3_600_000;
  if (hours <= 48) return 5;
  if (hours <= 24 * 8) return 15;
  return 60;
}
