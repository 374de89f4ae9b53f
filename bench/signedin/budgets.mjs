// Lighthouse desktop performance, signed in with data loaded (issue 16; the statistics page, issue 14).
export const SIGNED_IN_BUDGETS = {
  /** The dashboard, the sites list and the site workspace's domains tab (issue 16). */
  lighthouseMin: 95,
  /** The statistics page (issue 14: "at least 90 with data loaded"). */
  statisticsLighthouseMin: 90,
  /** Lighthouse runs per page; the median is held against the budget (scores vary from run to run). */
  runs: 3,
};
