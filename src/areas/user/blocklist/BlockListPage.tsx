// The end user's block list (spec 2: sitesManagement/blockList): the IPs the edge blocks on any of the
// account's sites, searchable by site, IP and cause.
import { Trans } from '@lingui/react/macro';
import { PageHeader } from '../../../components/PageHeader';
import { BlockedIpsTable } from './BlockedIpsTable';

export function Component() {
  return (
    <>
      <PageHeader
        title={<Trans>Block list</Trans>}
        description={
          <Trans>
            IPs the firewall of your sites blocks for a while (too many requests, failed challenges, deny lists). Unblock one when it was blocked by
            mistake.
          </Trans>
        }
      />
      <BlockedIpsTable />
    </>
  );
}
