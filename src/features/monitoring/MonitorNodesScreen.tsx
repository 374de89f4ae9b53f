// Monitoring (spec 2, monitorManagement/monitorNodeList): the monitor nodes (probes) that check the nodes, with
// their status, weight and check URL; registered probes put in service; in or out of service in bulk.
import { Trans } from '@lingui/react/macro';
import { LISTS } from '../../kit/lists/found';
import { RuleList } from '../../kit/lists/RuleList';
import { PageHeader } from '../../components/PageHeader';
import { ClientLists } from './lists';

export function Component() {
  return (
    <>
      <PageHeader
        title={<Trans>Monitor nodes</Trans>}
        description={<Trans>Probes outside your network that check the nodes; a node's health is the weighted vote of its probes.</Trans>}
      />
      <ClientLists invalidate="/client/monitor">
        <RuleList list={LISTS.get('client.list.monitorNodes')} />
      </ClientLists>
    </>
  );
}
