import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from './router';
import { renderInConsole } from '../../tests/render-in-console';

function renderAt(path: string, adminEnabled: boolean) {
  const router = createMemoryRouter(buildRoutes({ adminEnabled }), { initialEntries: [path] });
  renderInConsole(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  return router;
}

describe('routing rules that do not need a backend', () => {
  it('sends every /admin/ path to /404 when the back office is switched off', async () => {
    const router = renderAt('/admin/login', false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'), { timeout: 15_000 });
    expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument();
  });

  it('serves the admin sign-in when the back office is on', async () => {
    const router = renderAt('/admin/dashboard', true);
    // Not signed in: the protected page goes to the sign-in form of its area.
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), { timeout: 15_000 });
  });

  it('sends the root to the end-user sign-in form', async () => {
    const router = renderAt('/', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), { timeout: 15_000 });
  });

  it('sends switchUser without all three tokens to the sign-in form', async () => {
    const router = renderAt('/client/switchUser?accessToken=a&tokenType=Bearer', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/login'), { timeout: 15_000 });
  });
});
