// The wait of a throttled sign-in (101031) in the form: the seconds the server gave, counting down, the button
// disabled meanwhile; any other error is not a wait.
import { i18n } from '@lingui/core';
import { Button, MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { ThrottleNotice, useThrottleWait } from './throttle-wait';

let answer: unknown;
function Form() {
  const wait = useThrottleWait();
  return (
    <>
      <ThrottleNotice wait={wait} />
      <Button disabled={wait.remaining > 0} onClick={() => wait.start(answer)}>
        Sign in
      </Button>
    </>
  );
}

describe('throttled sign-in wait', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
  const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
  const button = () => screen.getByRole('button', { name: 'Sign in' });

  it('counts the seconds down with the button disabled, then gives the button back', async () => {
    answer = new ApiError('too many sign-in attempts', 101031, undefined, { num: 1, seconds: 3 }, 429);
    render(<MantineProvider><Form /></MantineProvider>);
    act(() => button().click());
    expect(screen.getByTestId('throttle-notice').querySelector('[aria-hidden]')?.textContent).toBe('Too many sign-in attempts. Try again in 3 seconds.');
    expect(screen.getByRole('alert').textContent).toBe('Too many sign-in attempts. Try again in 3 seconds.');
    expect(button()).toBeDisabled();
    await tick(1000);
    expect(screen.getByTestId('throttle-notice').querySelector('[aria-hidden]')?.textContent).toBe('Too many sign-in attempts. Try again in 2 seconds.');
    // The announced sentence stays the first one (not read again every second).
    expect(screen.getByRole('alert').textContent).toBe('Too many sign-in attempts. Try again in 3 seconds.');
    await tick(1000);
    expect(screen.getByTestId('throttle-notice').textContent).toContain('Try again in 1 second.');
    await tick(1000);
    expect(screen.queryByTestId('throttle-notice')).toBeNull();
    expect(button()).toBeEnabled();
  });

  it('shows minutes for a long wait, and nothing for another error', async () => {
    answer = new ApiError('too many sign-in attempts', 101031, undefined, { num: 15 }, 429);
    const view = render(<MantineProvider><Form /></MantineProvider>);
    act(() => button().click());
    expect(screen.getByRole('alert').textContent).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    view.unmount();
    answer = new ApiError('credential authentication failed', 101012, undefined, undefined, 401);
    render(<MantineProvider><Form /></MantineProvider>);
    act(() => button().click());
    expect(screen.queryByTestId('throttle-notice')).toBeNull();
    expect(button()).toBeEnabled();
  });
});
