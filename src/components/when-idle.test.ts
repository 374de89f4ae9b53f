// Code a first press may need (Mantine's Modal) is asked for at the first press, key or focus, or once the page has
// been idle a while: never twice, never after its cancel.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleOrPressed } from './when-idle';

describe('whenIdleOrPressed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at the first press, once', () => {
    const run = vi.fn();
    whenIdleOrPressed(run, 5000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs on a key or a focus too', () => {
    const byKey = vi.fn();
    whenIdleOrPressed(byKey);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(byKey).toHaveBeenCalledTimes(1);
    const byFocus = vi.fn();
    whenIdleOrPressed(byFocus);
    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(byFocus).toHaveBeenCalledTimes(1);
  });

  it('runs once the page is idle after the delay when nobody presses anything', () => {
    const run = vi.fn();
    whenIdleOrPressed(run, 5000);
    vi.advanceTimersByTime(4900);
    expect(run).not.toHaveBeenCalled();
    // The delay, then an idle moment (or at most the idle wait's time-out).
    vi.advanceTimersByTime(2400);
    expect(run).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const run = vi.fn();
    const cancel = whenIdleOrPressed(run, 5000);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(20_000);
    expect(run).not.toHaveBeenCalled();
  });
});
