// Branding of the public pages without the query client (issue 16): the sign-in page loads without it, and
// the generated branding hook would bring it along. Asked for once per area and page load, through the typed
// client and the one transport.
import { useEffect, useSyncExternalStore } from 'react';
import { api, callOptions } from '../api/client';
import type { Area } from '../api/areas';
import type { Branding } from '../api/generated/model';

export const DEFAULT_BRANDING: Required<Pick<Branding, 'title' | 'copyright'>> = {
  title: 'Parapet',
  copyright: `© ${new Date().getFullYear()} Parapet`,
};

/**
 * The product's defaults under what the server left out; keeps the page's title and icon in step. `pending`: the
 * operator's branding has not arrived yet: the page shows no name rather than the product's for a moment (issue 25:
 * the sign-in page read "Parapet" for about 300 ms before the operator's brand).
 */
export function useBrandingOf(data: Branding, pending = false) {
  const branding = {
    ...data,
    title: data.title || DEFAULT_BRANDING.title,
    copyright: data.copyright || DEFAULT_BRANDING.copyright,
    pending,
  };
  useEffect(() => {
    if (pending) return;
    document.title = branding.title;
    if (branding.favicon) {
      const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (link) link.href = branding.favicon;
    }
  }, [branding.title, branding.favicon, pending]);
  return branding;
}

/** How long the public pages wait for the operator's branding before showing the product's own name. */
const BRANDING_WAIT_MS = 1500;

// The public pages (sign-in first of all) load without the query client (issue 16): their branding is
// asked for once per area and page load, and kept here. Failures keep the product's own title, silently.
const publicBranding = new Map<Area, Branding>();
const listeners = new Set<() => void>();
const asked = new Set<Area>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Branding of the public pages, without the query client. */
export function usePublicBranding(area: Area) {
  useEffect(() => {
    if (asked.has(area)) return;
    asked.add(area);
    const settle = (branding: Branding, final: boolean) => {
      if (!final && publicBranding.has(area)) return;
      publicBranding.set(area, branding);
      for (const listener of listeners) listener();
    };
    // A slow or failing answer leaves the product's own name after a short wait; a late answer still replaces it.
    const waited = setTimeout(() => settle({}, false), BRANDING_WAIT_MS);
    api.GET('/{kind}/logo', { ...callOptions(), params: { path: { kind: area } } }).then(
      ({ data }) => {
        clearTimeout(waited);
        settle(data?.data ?? {}, data !== undefined);
      },
      () => {
        clearTimeout(waited);
        settle({}, false);
      },
    );
  }, [area]);
  const data = useSyncExternalStore(subscribe, () => publicBranding.get(area));
  return useBrandingOf(data ?? {}, data === undefined);
}

