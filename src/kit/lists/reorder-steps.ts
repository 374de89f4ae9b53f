// The update calls that give a whole list a new order (the "Change order" dialog of a list whose rows stay a
// paged table). Each call moves one row to its place (the server puts an updated row with a priority at that
// position); rows already in place are not sent.

export function reorderSteps<R>(current: readonly R[], wanted: readonly R[], key: (row: R) => unknown): { row: R; priority: number }[] {
  const order = current.map(key);
  const steps: { row: R; priority: number }[] = [];
  wanted.forEach((row, index) => {
    const id = key(row);
    if (order[index] === id) return;
    order.splice(order.indexOf(id), 1);
    order.splice(index, 0, id);
    steps.push({ row, priority: index + 1 });
  });
  return steps;
}
