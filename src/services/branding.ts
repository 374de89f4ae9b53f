// Branding from {kind}/logo; the product's own title and copyright when it fails or leaves fields out.
// The signed-in consoles ask through the query client; the public pages through public-branding.ts.
import type { Area } from '../api/areas';
import { useKindBrandingGetLogo } from '../api/generated/hooks/branding/branding';
import { useBrandingOf } from './public-branding';

export { DEFAULT_BRANDING } from './public-branding';

export function useBranding(area: Area) {
  const query = useKindBrandingGetLogo(area, undefined, {
    query: { staleTime: Infinity, meta: { silent: true } },
  });
  return useBrandingOf(query.data?.data ?? {}, query.isPending);
}
