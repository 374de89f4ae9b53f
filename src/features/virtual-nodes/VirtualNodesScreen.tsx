// Virtual nodes (spec 2, nodeManage/vNode): named sets of IP and CNAME records that a group line holds like a
// node; a list descriptor whose rows open their records (another list descriptor).
import { Trans } from '@lingui/react/macro';
import { LISTS } from '../../kit/lists/found';
import { RuleList } from '../../kit/lists/RuleList';
import { PageHeader } from '../../components/PageHeader';
import { ClientLists } from '../monitoring/lists';

export function Component() {
  return (
    <>
      <PageHeader
        title={<Trans>Virtual nodes</Trans>}
        description={<Trans>Named sets of records (line nodes' IPs or outside host names) that group lines hold like nodes.</Trans>}
      />
      <ClientLists invalidate="/client/virtualNode">
        <RuleList list={LISTS.get('client.list.virtualNodes')} />
      </ClientLists>
    </>
  );
}
