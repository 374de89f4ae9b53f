// A choice kept in the address shows at once when made, and follows the address when it changes otherwise.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAddressChoice } from './address-choice';

describe('useAddressChoice', () => {
  it('shows the choice made before the address names it, and writes it to the address', () => {
    const write = vi.fn();
    const { result, rerender } = renderHook(({ asked }) => useAddressChoice(asked, write), { initialProps: { asked: 'http' } });
    act(() => result.current[1]('stream'));
    expect(write).toHaveBeenCalledWith('stream');
    // The router has not rendered the new address yet: the choice made is what shows.
    rerender({ asked: 'http' });
    expect(result.current[0]).toBe('stream');
    rerender({ asked: 'stream' });
    expect(result.current[0]).toBe('stream');
  });

  it('follows an address changed otherwise (back, a link)', () => {
    const { result, rerender } = renderHook(({ asked }) => useAddressChoice(asked, () => undefined), { initialProps: { asked: 'http' } });
    rerender({ asked: 'worker' });
    expect(result.current[0]).toBe('worker');
    act(() => result.current[1]('custom'));
    rerender({ asked: 'custom' });
    // Back: the address names the former choice again.
    rerender({ asked: 'worker' });
    expect(result.current[0]).toBe('worker');
  });
});
