import type { ReactNode } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

afterEach(cleanup);

describe('lazyPart', () => {
  it('holds the place with what the props say until the code is loaded, then draws the component with them', async () => {
    let loaded: (component: (props: { h: number }) => ReactNode) => void = () => undefined;
    const Chart = lazyPart<{ h: number }>(
      () => new Promise((resolve) => (loaded = resolve)),
      (props) => <div data-testid="holder">{props.h}</div>,
    );
    render(<Chart h={120} />);
    expect(screen.getByTestId('holder').textContent).toBe('120');
    loaded((props) => <p>chart of {props.h}</p>);
    expect((await screen.findByText('chart of 120')).tagName).toBe('P');
    expect(screen.queryByTestId('holder')).toBeNull();
  });
});
