// Budgets of the log search benchmark (issue 14) besides the scroll frames of bench/budgets.mjs (RUNTIME_BUDGETS):
// the rows kept in the DOM by the virtual list, and the follow mode's memory over 10 minutes of appends.
export const LOG_SEARCH_BUDGETS = {
  /** Rows in the DOM whatever the rows loaded (the visible ones and the overscan). */
  rowsInDom: 60,
  /** JS heap growth from the moment follow mode has filled to its cap to the end of the 10 minutes (MB). */
  followHeapGrowthMb: 5,
};
