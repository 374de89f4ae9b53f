// Budgets of the customisable dashboard benchmark (npm run bench -- dashboard): a 12-widget page (5 cards, 3 series,
// 4 tops) on this machine when quiet, what a production console should meet.
export const DASHBOARD_BUDGETS = {
  /** From mounting the screen to every widget drawn with its data (all 12 on screen). */
  firstRenderMs: 1500,
  /** React's time to re-render the page after a refresh (every widget asks again), summed over its commits; each poll. */
  pollRenderMs: 200,
};
