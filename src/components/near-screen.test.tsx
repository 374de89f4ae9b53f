import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NearScreen } from './near-screen';

/** A screen of the given width (matchMedia on min-width in em) whose observers the test triggers. */
function screenOf(widthEm: number) {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: widthEm >= Number(/min-width: ([\d.]+)em/.exec(query)?.[1] ?? Infinity) }));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NearScreen', () => {
  it('on a phone keeps an empty box of the height until the part comes near the screen, then draws it', async () => {
    const observers = screenOf(24);
    const { container } = render(
      <NearScreen height={320}>
        <p>ranking</p>
      </NearScreen>,
    );
    expect(screen.queryByText('ranking')).toBeNull();
    expect((container.firstChild as HTMLElement).style.height).toBe('320px');
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe('200px');
    await act(async () => observers[0]!.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('ranking')).toBeTruthy();
  });

  it('on a wide screen draws the part at once', () => {
    const observers = screenOf(90);
    render(
      <NearScreen height={400}>
        <p>ranking</p>
      </NearScreen>,
    );
    expect(screen.getByText('ranking')).toBeTruthy();
    expect(observers).toHaveLength(0);
  });
});
