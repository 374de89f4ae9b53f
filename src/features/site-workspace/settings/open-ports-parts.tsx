// What is particular to the listening ports open on a site (forms/user/lists/open-ports.list.json, on the settings
// tab): a way to the ports tab, where they are opened and closed, when the workspace has that tab.
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { ListOverride } from '../../../kit/lists/scope';
import { SITE_TABS } from '../tabs';

function ManagePorts() {
  const [, setSearch] = useSearchParams();
  if (!SITE_TABS.some((tab) => tab.id === 'ports')) return null;
  return (
    <Button variant="default" onClick={() => setSearch({ tab: 'ports' })}>
      <Trans>Manage ports</Trans>
    </Button>
  );
}

export const OPEN_PORT_OVERRIDES: Record<string, ListOverride> = { openPorts: { toolbar: ManagePorts } };
