// Toasts never cover a dialog's title (issue 25): beside an open dialog when the window leaves room, else at the bottom.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastPosition } from './feedback';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** An open dialog at these horizontal bounds in a window 1280 px wide. */
function openDialog(left: number, right: number) {
  document.body.innerHTML = '<section class="mantine-Modal-content" role="dialog" aria-modal="true"><h2>API token created</h2></section>';
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1280);
  const dialog = document.querySelector('section')!;
  vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue({ left, right, top: 36, bottom: 400, width: right - left, height: 364, x: left, y: 36, toJSON: () => ({}) });
}

describe('toastPosition', () => {
  it('is at the top centre without a dialog', () => {
    expect(toastPosition()).toBe('top-center');
  });
  it('goes beside a centred dialog, as wide as the room it leaves', () => {
    openDialog(330, 950);
    expect(toastPosition()).toBe('top-right');
    expect(document.documentElement.style.getPropertyValue('--parapet-side-toast-width')).toBe('298px');
  });
  it('goes to the left of a drawer on the right', () => {
    openDialog(680, 1280);
    expect(toastPosition()).toBe('top-left');
  });
  it('goes to the bottom when the dialog leaves no room (a phone, a wide dialog)', () => {
    openDialog(0, 1280);
    expect(toastPosition()).toBe('bottom-center');
  });
});
