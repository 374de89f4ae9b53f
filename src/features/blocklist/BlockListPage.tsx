// The block list (spec 2: sitesManagement/blockList) of the end user and of the client: the IPs the edge blocks
// for a while on the sites the account sees, searchable, unblocked one, a selection or all at once.
import { useLingui } from '@lingui/react/macro';
import { useArea } from '../../services/use-area';
import { PageHeader } from '../../components/PageHeader';
import { BlockedIpsTable } from './BlockedIpsTable';
import { BLOCK_LISTS } from './config';

export function Component() {
  const { i18n } = useLingui();
  const area = useArea() === 'client' ? 'client' : 'user';
  const config = BLOCK_LISTS[area];
  return (
    <>
      <PageHeader title={i18n._(config.title)} description={i18n._(config.description)} />
      <BlockedIpsTable area={area} />
    </>
  );
}
