import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../tests/render-in-console';
import { CopyTextButton } from './CopyTextButton';

describe('CopyTextButton', () => {
  it('copies its text and says "Copied" with its copied look, then names itself again', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    try {
      renderInConsole(
        <CopyTextButton value="shop.harbor-tea.example.cdn.test" variant="filled" copiedProps={{ variant: 'light' }}>
          Copy the CNAME
        </CopyTextButton>,
      );
      const button = screen.getByRole('button', { name: 'Copy the CNAME' });
      expect(button.getAttribute('data-variant')).toBe('filled');
      await act(async () => fireEvent.click(button));
      expect(writeText).toHaveBeenCalledWith('shop.harbor-tea.example.cdn.test');
      expect(button.textContent).toBe('Copied');
      expect(button.getAttribute('data-variant')).toBe('light');
      await act(async () => vi.advanceTimersByTime(1500));
      expect(button.textContent).toBe('Copy the CNAME');
    } finally {
      vi.useRealTimers();
    }
  });
});
