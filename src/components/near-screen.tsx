// Parts of a long page drawn only when they come near the screen on a phone (issue 29). On a phone the statistics and
// the dashboard are five to eight screens tall: drawing every card as the page starts (and asking for its figures)
// was the page's longest work after its first paint, for cards nobody had scrolled to yet.
import { type ReactNode, startTransition, useEffect, useState } from 'react';

/** A screen wide enough for a desktop (Mantine's md breakpoint). */
const WIDE = '(min-width: 62em)';

/** How far below the screen a part starts to be drawn: a phone's scroll should find it drawn. */
const AHEAD = '200px';

/**
 * Whether to draw now: once the element (`ref`) comes within `AHEAD` of the viewport; once true, stays true. On a wide
 * screen, `wide` says when instead: `now` (at once) or `idle` (once the browser is idle after the page's first work).
 * `always`: at once everywhere.
 */
export function useNearScreen(always: boolean, wide: 'now' | 'idle') {
  const [element, ref] = useState<HTMLDivElement | null>(null);
  const [near, setNear] = useState(
    () => always || typeof IntersectionObserver === 'undefined' || (wide === 'now' && Boolean(window.matchMedia?.(WIDE).matches)),
  );
  useEffect(() => {
    if (near || !element) return undefined;
    const draw = () => startTransition(() => setNear(true));
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && draw(), { rootMargin: AHEAD });
    observer.observe(element);
    if (!window.matchMedia?.(WIDE).matches) return () => observer.disconnect();
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(draw, { timeout: 5000 }) : window.setTimeout(draw, 1000);
    return () => {
      observer.disconnect();
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [near, element]);
  return { ref, near };
}

/** The height kept by default for a part not drawn yet: about an analytics card's on a phone. */
const CARD_HEIGHT = 400;

/**
 * Its children, drawn at once on a wide screen and, on a phone, once they come near the screen; until then an empty
 * box of `height` keeps the page's length (so the scroll bar does not jump and the parts below stay where they are).
 */
export function NearScreen({ height = CARD_HEIGHT, children }: { height?: number; children: ReactNode }) {
  const { ref, near } = useNearScreen(false, 'now');
  return near ? children : <div ref={ref} style={{ height }} />;
}
