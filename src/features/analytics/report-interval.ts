// Minutes a statistics data point covers (spec 9): 5 by default, 60 on the security views, 15 on the dashboards.
// A screen puts its interval into its query base (`reportInterval`); scopeOf (widgets.tsx) sends it with every call.
export const REPORT_INTERVAL = { default: 5, security: 60, dashboard: 15 } as const;

/** The interval a query base asks for (the default when the screen names none). */
export const reportIntervalOf = (base: Record<string, unknown>): number =>
  typeof base.reportInterval === 'number' ? base.reportInterval : REPORT_INTERVAL.default;

/** The same base with the screen's interval. */
export const withReportInterval = <B extends Record<string, unknown> | null>(base: B, minutes: number): B =>
  (base ? { ...base, reportInterval: minutes } : base) as B;

/** The domain ranking's rows (spec 9: 20 by default), kept in local storage under this key. */
export const DOMAIN_RANK_SIZE_KEY = 'domainRankPageSize';
export const DOMAIN_RANK_SIZES = [10, 20, 50, 100] as const;
export const DOMAIN_RANK_DEFAULT = 20;

/** A stored ranking size, or the default when what is stored is not one of the choices. */
export const rankSizeOf = (stored: unknown): number => {
  const value = typeof stored === 'string' ? Number(stored) : stored;
  return DOMAIN_RANK_SIZES.includes(value as (typeof DOMAIN_RANK_SIZES)[number]) ? (value as number) : DOMAIN_RANK_DEFAULT;
};
