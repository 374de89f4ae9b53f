// A dialog that was never opened costs its page nothing past its own render (no portal, no second render as the page
// mounts); once opened it behaves as Mantine's: shown, closed by Escape, the focus back on what opened it.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './dialog-mount';
import { Drawer } from './drawer-mount';

describe('dialogs mounted from their first opening', () => {
  it('a closed dialog mounts nothing and renders its page once', () => {
    const onRender = vi.fn();
    render(
      <MantineProvider>
        <Profiler id="page" onRender={onRender}>
          <p>page</p>
          <Modal opened={false} onClose={() => undefined} title="Delete the site?">
            body
          </Modal>
          <Drawer opened={false} onClose={() => undefined} title="Domain">
            body
          </Drawer>
        </Profiler>
      </MantineProvider>,
    );
    // Mantine's closed Modal and Drawer each render again in the commit that mounts them (their portal's effect).
    expect(onRender.mock.calls.map(([, phase]) => phase)).toEqual(['mount']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens, closes by Escape and gives the focus back to what opened it', async () => {
    function Page() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Delete
          </button>
          <Modal opened={opened} onClose={() => setOpened(false)} title="Delete the site?" transitionProps={{ duration: 0 }}>
            <button type="button">Cancel</button>
          </Modal>
        </>
      );
    }
    render(
      <MantineProvider>
        <Page />
      </MantineProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Delete' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete the site?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("a dialog opened before Mantine's Modal has arrived is drawn once it has, and gives the focus back", async () => {
    // A fresh copy of the module: the unit tests' setup has loaded Mantine's Modal into the shared one.
    vi.resetModules();
    const fresh = await import('./dialog-mount');
    const { MantineProvider: FreshProvider } = await import('@mantine/core');
    function Page() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpened(true)}>
            Remove
          </button>
          <fresh.Modal opened={opened} onClose={() => setOpened(false)} title="Remove the domain?" transitionProps={{ duration: 0 }}>
            <button type="button">Cancel</button>
          </fresh.Modal>
        </>
      );
    }
    render(
      <FreshProvider>
        <Page />
      </FreshProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Remove' });
    opener.focus();
    fireEvent.click(opener);
    // Its code is on its way: nothing drawn yet, then the dialog.
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Remove the domain?' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('a dialog open from its first render shows at once', () => {
    render(
      <MantineProvider>
        <Modal opened onClose={() => undefined} title="Initialise the node" transitionProps={{ duration: 0 }}>
          body
        </Modal>
      </MantineProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Initialise the node' })).toBeInTheDocument();
  });
});
