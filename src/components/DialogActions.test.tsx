import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../tests/render-in-console';
import { DialogClose } from './DialogActions';

describe('DialogClose', () => {
  it('closes with "Close" unless named otherwise, after what it holds, and takes the focus only as the main button', () => {
    const close = vi.fn();
    renderInConsole(
      <>
        <DialogClose onClose={close} primary />
        <DialogClose onClose={() => undefined} label="Done">
          <button type="button">Copy the text</button>
        </DialogClose>
      </>,
    );
    const main = screen.getByRole('button', { name: 'Close' });
    expect(main.hasAttribute('data-autofocus')).toBe(true);
    fireEvent.click(main);
    expect(close).toHaveBeenCalledTimes(1);
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done.hasAttribute('data-autofocus')).toBe(false);
    expect(done.previousElementSibling?.textContent).toBe('Copy the text');
  });
});
