// What is particular to the overview of every domain's header rules (forms/user/lists/site-header-rules.list.json):
// a row's "Open" goes to its domain's own list, which the tab that shows the overview chooses (OpenDomainContext).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { createContext, useContext } from 'react';
import type { ListOverride, OverrideProps, Row } from '../../../kit/lists/scope';

/** Shows the header rules of one domain (the tab's domain picker). */
export const OpenDomainContext = createContext<(domainId: number) => void>(() => undefined);

function OpenDomain({ row }: OverrideProps & { row: Row }) {
  const { t } = useLingui();
  const open = useContext(OpenDomainContext);
  const domain = String(row.domainName ?? '');
  return (
    <Button size="compact-sm" variant="subtle" aria-label={t`Open the header rules of ${domain}`} onClick={() => open(Number(row.domainID))}>
      <Trans>Open</Trans>
    </Button>
  );
}

export const SITE_HEADER_OVERRIDES: Record<string, ListOverride> = { siteHeaderRules: { row: OpenDomain } };
