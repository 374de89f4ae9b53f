// Parts of a long page drawn only when they come near the screen on a phone (issue 29). On a phone the statistics and
// the dashboard are five to eight screens tall: drawing every card as the page starts (and asking for its figures)
// was the page's longest work after its first paint, for cards nobody had scrolled to yet.
import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/** A screen wide enough for a desktop (Mantine's md breakpoint). */
const WIDE = '(min-width: 62em)';

/** How far below the screen a part starts to be drawn: a phone's scroll should find it drawn. */
const AHEAD = '200px';

/** Whether a part is drawn at once: `always`, without IntersectionObserver, or on a wide screen when `wide` is `now`. */
const nearAtOnce = (always: boolean, wide: 'now' | 'idle') =>
  always || typeof IntersectionObserver === 'undefined' || (wide === 'now' && Boolean(window.matchMedia?.(WIDE).matches));

/**
 * Calls `draw` once `element` comes within `AHEAD` of the viewport or, on a wide screen, once the browser is idle after
 * the page's first work; answers the clean-up.
 */
function watchNear(element: Element, draw: () => void) {
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && draw(), { rootMargin: AHEAD });
  observer.observe(element);
  if (!window.matchMedia?.(WIDE).matches) return () => observer.disconnect();
  const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(draw, { timeout: 5000 }) : window.setTimeout(draw, 1000);
  return () => {
    observer.disconnect();
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * Whether to draw now: once the element (`ref`) comes within `AHEAD` of the viewport; once true, stays true. On a wide
 * screen, `wide` says when instead: `now` (at once) or `idle` (once the browser is idle after the page's first work).
 * `always`: at once everywhere. The element is kept in state, for a box that appears after the part's first render
 * (a chart's, once its figures arrive); a box that is there from the first render uses `NearScreen`'s ref instead.
 */
export function useNearScreen(always: boolean, wide: 'now' | 'idle') {
  const [element, ref] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(() => nearAtOnce(always, wide));
  useEffect(() => (near || !element ? undefined : watchNear(element, () => startTransition(() => setNear(true)))), [near, element]);
  return { ref, near };
}

/** The height kept by default for a part not drawn yet: about an analytics card's on a phone. */
const CARD_HEIGHT = 400;

/**
 * Its children, drawn at once on a wide screen and, on a phone, once they come near the screen; until then an empty
 * box of `height` keeps the page's length (so the scroll bar does not jump and the parts below stay where they are).
 */
export function NearScreen({ height = CARD_HEIGHT, children }: { height?: number; children: ReactNode }) {
  // The box is there from the first render until the part is drawn: a ref object, so that mounting it renders nothing again.
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => nearAtOnce(false, 'now'));
  useEffect(() => (near || !box.current ? undefined : watchNear(box.current, () => startTransition(() => setNear(true)))), [near]);
  return near ? children : <div ref={box} style={{ height }} />;
}
