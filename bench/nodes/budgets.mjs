// Budgets of the node list benchmark (issue 11): each refresh re-render under 50 ms on the lead's machine, no
// layout shift, the selection and the scroll position kept.
export const NODE_LIST_BUDGETS = {
  refreshRenderP95Ms: 50,
  layoutShift: 0.01,
};
