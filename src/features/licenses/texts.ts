// How the licence screens name a licence's limits, its port type and a limit's value (0 = unlimited).
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { AdminLicensePortType } from '../../api/generated/model';
import { formatNumber } from '../../i18n/format';

export const LIMIT_KEYS = ['siteLimit', 'nodeLimit', 'zoneLimit', 'domainLimit', 'autoSSLLimit', 'portLimit'] as const;
export type LimitKey = (typeof LIMIT_KEYS)[number];

/** The texts, the same object until the language changes (the screens' columns depend on it). */
export function useLicenseTexts() {
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const limitName: Record<LimitKey, string> = {
      siteLimit: t`Sites`,
      nodeLimit: t`Nodes`,
      zoneLimit: t`Zones`,
      domainLimit: t`Domains`,
      autoSSLLimit: t`Automatic certificates`,
      portLimit: t`Layer-4 ports`,
    };
    return {
      limitName,
      limit: (value: number) => (value === 0 ? t`Unlimited` : formatNumber(value, i18n.locale)),
      portType: (value: AdminLicensePortType) => (value === 'L7' ? t`Layer 7` : t`Layer 7 + 4`),
    };
  }, [t, i18n.locale]);
}
