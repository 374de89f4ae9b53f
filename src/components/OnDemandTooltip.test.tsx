// The tooltip's parts are not mounted with its target; they come on hover and on keyboard focus, the target is never
// re-mounted, and a disabled tooltip shows nothing.
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OnDemandTooltip } from './OnDemandTooltip';

const draw = (ui: React.ReactElement) => render(<MantineProvider>{ui}</MantineProvider>);

describe('OnDemandTooltip', () => {

  it('mounts nothing with the target, shows the label on hover and hides it when the pointer leaves', async () => {
    const onMouseEnter = vi.fn();
    draw(
      <OnDemandTooltip label="3 limits: sites, domains, traffic">
        <button type="button" onMouseEnter={onMouseEnter}>
          3 limits
        </button>
      </OnDemandTooltip>,
    );
    const button = screen.getByRole('button', { name: '3 limits' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    // Nothing in a portal (Mantine keeps one shared portal node in the page once any portal has been drawn).
    expect(document.querySelectorAll('[data-portal] *')).toHaveLength(0);

    fireEvent.mouseEnter(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('3 limits: sites, domains, traffic');
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    // The target is the same element (not re-mounted) and is described by the tooltip while it shows.
    expect(screen.getByRole('button', { name: '3 limits' })).toBe(button);
    expect(button).toHaveAccessibleDescription('3 limits: sites, domains, traffic');

    fireEvent.mouseLeave(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('shows on keyboard focus and hides on Escape', async () => {
    draw(
      <OnDemandTooltip label="Your role cannot remove sites">
        <button type="button" aria-disabled>
          Remove
        </button>
      </OnDemandTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    // jsdom has no keyboard modality: the focus is taken as a keyboard's (as a browser's after Tab).
    const matches = button.matches.bind(button);
    vi.spyOn(button, 'matches').mockImplementation((selector) => selector === ':focus-visible' || matches(selector));
    act(() => button.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your role cannot remove sites');
    expect(document.activeElement).toBe(button);

    fireEvent.keyDown(button, { key: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("shows nothing on a focus that is not the keyboard's (a click)", async () => {
    draw(
      <OnDemandTooltip label="Your role cannot remove sites">
        <button type="button">Remove</button>
      </OnDemandTooltip>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    vi.spyOn(button, 'matches').mockReturnValue(false);
    act(() => button.focus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("adds its description to the target's own while it shows", async () => {
    draw(
      <>
        <p id="own-note">Removes the site's domains too</p>
        <OnDemandTooltip label="Your role cannot remove sites">
          <button type="button" aria-describedby="own-note">
            Remove
          </button>
        </OnDemandTooltip>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Remove' });
    expect(button).toHaveAccessibleDescription("Removes the site's domains too");
    fireEvent.mouseEnter(button);
    await screen.findByRole('tooltip');
    expect(button).toHaveAccessibleDescription("Removes the site's domains too Your role cannot remove sites");
    fireEvent.mouseLeave(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(button).toHaveAttribute('aria-describedby', 'own-note');
  });

  it('shows nothing while disabled', async () => {
    draw(
      <OnDemandTooltip label="full value" disabled>
        <span tabIndex={0}>value</span>
      </OnDemandTooltip>,
    );
    fireEvent.mouseEnter(screen.getByText('value'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
