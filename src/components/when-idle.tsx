// A part drawn only once the page is idle after its first paint (issue 29): what a page rarely shows (the banner of
// an unfinished run) then neither loads its code nor runs before the page's first paint on a phone.
import { type ReactNode, useEffect, useState } from 'react';

export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 200);
      return () => window.clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, []);
  return idle ? children : null;
}
