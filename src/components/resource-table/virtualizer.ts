// The rows' virtualizer, a module of its own so that ResourceTable loads it apart (only where rows are a table, not
// a phone's cards; issue 29).
export { useVirtualizer } from '@tanstack/react-virtual';
