import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildRoutes, consolesOfPath } from './router';
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

  it('holds only the page\'s console; a link into another one loads that console\'s page', async () => {
    const leave = vi.fn();
    const router = createMemoryRouter(buildRoutes({ adminEnabled: true, areas: consolesOfPath('/client/login'), leave }), { initialEntries: ['/client/login'] });
    renderInConsole(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'), { timeout: 15_000 });
    void router.navigate('/user/sitesManagement/sitesList?page=2');
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(new URL(leave.mock.calls[0][0] as string).pathname + new URL(leave.mock.calls[0][0] as string).search).toBe('/user/sitesManagement/sitesList?page=2');
    // This page stays where it was until the other console's page replaces it.
    expect(router.state.location.pathname).toBe('/client/login');
    void router.navigate('/client/login/verifyAccount');
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/login/verifyAccount'));
    expect(leave).toHaveBeenCalledTimes(1);
  });
});

describe('consolesOfPath', () => {
  it('is the first path segment when it names a console, and all three otherwise', () => {
    expect(consolesOfPath('/admin/dashboard')).toEqual(['admin']);
    expect(consolesOfPath('/client/')).toEqual(['client']);
    expect(consolesOfPath('/user/sitesManagement/sitesList')).toEqual(['user']);
    expect(consolesOfPath('/')).toEqual(['admin', 'client', 'user']);
    expect(consolesOfPath('/404')).toEqual(['admin', 'client', 'user']);
    expect(consolesOfPath('/users/x')).toEqual(['admin', 'client', 'user']);
  });
});

describe('the first page', () => {
  it('keeps the boot spinner while the first page arrives, and does not warn of a missing fallback', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = renderAt('/', true);
    expect(document.querySelector('.boot-wait .boot-wait-ring')).not.toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), { timeout: 15_000 });
    expect(warn.mock.calls.map((call) => String(call[0])).filter((text) => text.includes('HydrateFallback'))).toEqual([]);
    warn.mockRestore();
  });
});
