// Countries and cities of the region tree (GET firewall/geoips) as choices, named in the current language.
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useUserFirewallListGeoips } from '../../../../api/generated/hooks/firewall/firewall';
import type { RegionNode } from '../../../../api/generated/model';
import type { Choice } from './descriptors';

export interface Regions {
  /** The tree has loaded, or failed to (the fields then take typed codes). */
  ready: boolean;
  choices: Choice[];
  /** The name of a region code (the code itself when unknown). */
  name: (code: string) => string;
}

export function useRegions(): Regions {
  const { i18n } = useLingui();
  const tree = useUserFirewallListGeoips({ query: { staleTime: Infinity } });
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
    } catch {
      names = null;
    }
    const country = (node: RegionNode) => (node.alpha2 && names?.of(node.alpha2)) || node.countryName || node.code;
    const choices: Choice[] = [];
    const byCode = new Map<string, string>();
    for (const continent of tree.data?.data ?? []) {
      for (const land of continent.children ?? []) {
        const landName = country(land);
        byCode.set(land.code, landName);
        choices.push({ value: land.code, label: `${landName} (${land.code})` });
        for (const city of land.children ?? []) {
          const cityName = `${city.cityName ?? city.code}, ${landName}`;
          byCode.set(city.code, cityName);
          choices.push({ value: city.code, label: `${cityName} (${city.code})` });
        }
      }
    }
    return { ready: !tree.isPending, choices, name: (code: string) => byCode.get(code) ?? code };
  }, [tree.data, tree.isPending, i18n.locale]);
}
