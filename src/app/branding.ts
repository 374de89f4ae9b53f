// Branding from {kind}/logo; the product's own title and copyright when it fails or leaves fields out.
import { useEffect } from 'react';
import type { Area } from '../api/areas';
import { useKindBrandingGetLogo } from '../api/generated/hooks/branding/branding';
import type { Branding } from '../api/generated/model';

export const DEFAULT_BRANDING: Required<Pick<Branding, 'title' | 'copyright'>> = {
  title: 'Parapet',
  copyright: `© ${new Date().getFullYear()} Parapet`,
};

export function useBranding(area: Area) {
  const query = useKindBrandingGetLogo(area, undefined, {
    query: { staleTime: Infinity, meta: { silent: true } },
  });
  const data = query.data?.data ?? {};
  const branding = {
    ...data,
    title: data.title || DEFAULT_BRANDING.title,
    copyright: data.copyright || DEFAULT_BRANDING.copyright,
  };
  useEffect(() => {
    document.title = branding.title;
    if (branding.favicon) {
      const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (link) link.href = branding.favicon;
    }
  }, [branding.title, branding.favicon]);
  return branding;
}
