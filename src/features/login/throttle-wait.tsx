// The wait of a refused password or code try (101031, issue 24): the sign-in forms say how long, count it down,
// and keep their button disabled until it is over.
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { type ApiError, isApiError } from '../../api/errors';
import { throttleMessage, throttleWaitSeconds } from '../../services/error-messages';

/** Read by screen readers, not shown (the usual clip pattern). */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0,0,0,0)', whiteSpace: 'nowrap' } as const;

export interface ThrottleWait {
  /** Whole seconds left (0: no wait). */
  remaining: number;
  /** The whole wait as the server gave it (seconds). */
  total: number;
  /** Starts the wait an error asks for; answers whether it was a 101031. */
  start: (error: unknown) => boolean;
  /** Forgets the wait (the form now tries something the wait was not about). */
  clear: () => void;
}

export function useThrottleWait(): ThrottleWait {
  const [until, setUntil] = useState<number | null>(null);
  const [total, setTotal] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) setUntil(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [until]);
  const start = (error: unknown) => {
    const seconds = isApiError(error) ? throttleWaitSeconds(error as ApiError) : null;
    if (seconds === null) return false;
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
    setTotal(seconds);
    return true;
  };
  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, total, start, clear: () => setUntil(null) };
}

/**
 * The wait next to the form: the visible text counts down every second; screen readers hear the first
 * sentence once (a live region that changed every second would talk over everything else).
 */
export function ThrottleNotice({ wait }: { wait: Pick<ThrottleWait, 'remaining' | 'total'> }) {
  if (wait.remaining <= 0) return null;
  // Plain elements rather than Mantine's Alert and VisuallyHidden: the sign-in page's JavaScript has a budget (issue 16).
  return (
    <Text size="sm" p="sm" style={{ background: 'var(--mantine-color-orange-light)', borderRadius: 'var(--mantine-radius-md)' }} data-testid="throttle-notice">
      <span aria-hidden>{throttleMessage(wait.remaining)}</span>
      <span role="alert" style={VISUALLY_HIDDEN}>
        {throttleMessage(wait.total)}
      </span>
    </Text>
  );
}
