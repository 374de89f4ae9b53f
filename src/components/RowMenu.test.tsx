// A row's menu is a plain button until used; the first click mounts Mantine's menu open with the focus on its button,
// and closing it brings the focus back there (nothing of the menu exists for rows nobody opened).
import { Menu, MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RowButton } from './RowButton';
import { RowMenu } from './RowMenu';

const wrap = (ui: React.ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('RowMenu', () => {
  it('mounts the menu on first use, opened, and returns the focus to its button on Escape', async () => {
    wrap(
      <RowMenu label="More actions for a.example" trigger="…">
        <Menu.Item>Export</Menu.Item>
      </RowMenu>,
    );
    const button = screen.getByRole('button', { name: 'More actions for a.example' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    const item = await screen.findByRole('menuitem', { name: 'Export' });
    const target = screen.getByRole('button', { name: 'More actions for a.example' });
    expect(target.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(item, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Export' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More actions for a.example' })));
  });

  it('runs the item picked at the first opening', async () => {
    const picked = vi.fn();
    wrap(
      <RowMenu label="More actions for a.example" trigger="…">
        <Menu.Item onClick={picked}>Export</Menu.Item>
      </RowMenu>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'More actions for a.example' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Export' }));
    expect(picked).toHaveBeenCalledTimes(1);
  });
});

describe('RowButton', () => {
  it("is a button with Mantine Button's classes, look and state", () => {
    const clicked = vi.fn();
    wrap(
      <RowButton variant="subtle" onClick={clicked} aria-label="Edit a.example" disabled={false}>
        Edit
      </RowButton>,
    );
    const button = screen.getByRole('button', { name: 'Edit a.example' });
    expect(button.className).toContain('mantine-Button-root');
    expect(button.getAttribute('data-variant')).toBe('subtle');
    expect(button.getAttribute('type')).toBe('button');
    expect(button.style.getPropertyValue('--button-height')).toContain('compact-sm');
    fireEvent.click(button);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('is disabled as Mantine marks it', () => {
    wrap(<RowButton disabled>Edit</RowButton>);
    const button = screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('data-disabled')).toBe('true');
  });
});
