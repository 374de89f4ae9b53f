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

export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? children : null;
}
