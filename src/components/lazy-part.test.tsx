import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

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

  it('draws a part whose code was loaded beforehand in the render that mounts it, without its placeholder', async () => {
    let loads = 0;
    const Chart = lazyPart<{ h: number }>(
      async () => {
        loads += 1;
        return (props) => <p>chart of {props.h}</p>;
      },
      () => <div data-testid="holder" />,
    );
    await Chart.preload();
    render(<Chart h={80} />);
    // A promise, even a settled one, would suspend this render: the placeholder first, the chart 300 ms later.
    expect(screen.getByText('chart of 80').tagName).toBe('P');
    expect(screen.queryByTestId('holder')).toBeNull();
    await Chart.preload();
    expect(loads).toBe(1);
  });
});
