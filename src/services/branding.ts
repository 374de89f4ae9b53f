// Branding from {kind}/logo; the product's own title and copyright when it fails or leaves fields out.
// The signed-in consoles ask through the query client; the public pages through public-branding.ts.
import { useQuery } from '@tanstack/react-query';
import type { Area } from '../api/areas';
import { getKindBrandingGetLogoQueryOptions } from '../api/generated/hooks/branding/branding';
import { useBrandingOf } from './public-branding';

export { DEFAULT_BRANDING } from './public-branding';

/**
 * The signed-in shell's branding read: kept for the page's life, and silent (a failure leaves the product's own
 * name). The shell's loader (app/router.tsx) asks for it too, so that the header is drawn with the operator's name.
 */
export const brandingQuery = (area: Area) => getKindBrandingGetLogoQueryOptions(area, undefined, { query: { staleTime: Infinity, meta: { silent: true } } });

export function useBranding(area: Area) {
  const query = useQuery(brandingQuery(area));
  return useBrandingOf(query.data?.data ?? {}, query.isPending);
}
