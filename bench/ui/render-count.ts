// What React rendered while `act` ran: the components that rendered (mounted or updated) in each commit, by name,
// read from the fiber tree a React DevTools hook receives (index.html installs it; works in production builds).
// A subtree whose parent bailed out is not entered (its child is the one of the previous commit), as DevTools does.

interface Fiber {
  tag: number;
  type: unknown;
  elementType: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}
/** Function, class, forwardRef and simple memo components (React's work tags). */
const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
const PERFORMED_WORK = 1;

function nameOf(fiber: Fiber): string {
  const type = (fiber.tag === 11 ? (fiber.type as { render?: unknown }).render ?? fiber.type : fiber.type) as { displayName?: string; name?: string } | null;
  const outer = fiber.elementType as { displayName?: string } | null;
  return outer?.displayName || type?.displayName || type?.name || '(anonymous)';
}

export async function renderCounts<R>(act: () => Promise<R>): Promise<{ result: R; commits: number; renders: Record<string, number> }> {
  const renders: Record<string, number> = {};
  let commits = 0;
  const visit = (fiber: Fiber) => {
    const before = fiber.alternate;
    if (COMPONENT_TAGS.has(fiber.tag) && (before === null || (fiber.flags & PERFORMED_WORK) !== 0)) {
      const name = nameOf(fiber);
      renders[name] = (renders[name] ?? 0) + 1;
    }
    if (before !== null && before.child === fiber.child) return;
    for (let child = fiber.child; child; child = child.sibling) visit(child);
  };
  const hooked = window as unknown as { __onCommit?: (root: { current: Fiber }) => void };
  hooked.__onCommit = (root) => {
    commits += 1;
    for (let child = root.current.child; child; child = child.sibling) visit(child);
  };
  try {
    return { result: await act(), commits, renders };
  } finally {
    hooked.__onCommit = undefined;
  }
}
