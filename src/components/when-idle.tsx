// A part drawn only once the page is idle after its first paint (issue 29): what a page rarely shows (the banner of
// an unfinished run) then neither loads its code nor runs before the page's first paint on a phone.
import { type ReactNode, useEffect, useState } from 'react';

/** Runs `run` once the page is idle (within `timeout` ms at most; after 200 ms where the browser cannot tell); the cancel. */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout });
  return () => cancelIdleCallback(handle);
}

/**
 * Runs `run` at the first press, key or focus on the page, or else once it is idle `delay` ms after this call; the
 * cancel. For code no first paint needs but a first press may (Mantine's Modal): asked for at the first idle moment,
 * it came between a phone's first paint and its largest one (the site workspace's domains tab), and Lighthouse's phone
 * simulation counts every request that ends before that paint (issue 29, decisions).
 */
export function whenIdleOrPressed(run: () => void, delay = 5000): () => void {
  const events = ['pointerdown', 'keydown', 'focusin'] as const;
  let cancelIdle: () => void = () => undefined;
  const stop = () => {
    events.forEach((name) => window.removeEventListener(name, go, true));
    window.clearTimeout(timer);
    cancelIdle();
  };
  function go() {
    stop();
    run();
  }
  events.forEach((name) => window.addEventListener(name, go, { capture: true, passive: true }));
  const timer = window.setTimeout(() => (cancelIdle = whenIdle(go)), delay);
  return stop;
}

export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? children : null;
}
