import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../tests/render-in-console';
import { LoadFailed } from './LoadFailed';

describe('LoadFailed', () => {
  it('says what could not be loaded and reads it again on "Try again"', () => {
    const retry = vi.fn();
    renderInConsole(<LoadFailed title="The groups could not be loaded." onRetry={retry} size="sm" />);
    expect(screen.getByRole('alert').textContent).toContain('The groups could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
