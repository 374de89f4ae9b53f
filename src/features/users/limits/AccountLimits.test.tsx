// While the account's limits load, their line is drawn as it will be (the label and one hidden badge per limit), so
// that what comes below does not move when the figures arrive.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountLimits } from './AccountLimits';
import { renderInConsole } from '../../../../tests/render-in-console';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccountLimits while loading', () => {
  it('draws the line with a hidden badge for each limit it will show, named as loading', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    const { container } = renderInConsole(
      <QueryClientProvider client={new QueryClient()}>
        <AccountLimits only={['domains', 'ports', 'autoSSL']} />
      </QueryClientProvider>,
    );
    const line = screen.getByRole('status', { name: "Loading your account's limits" });
    expect(line).toHaveTextContent('Your account:');
    expect(container.querySelectorAll('.mantine-Skeleton-root[data-visible] .mantine-Badge-root')).toHaveLength(3);
  });
});
