// trafficPkgManagement/trafficReport (client): monthly usage by year, month and customer (basic, extra, used, over,
// traffic state) in base-1000 units (forms/client/lists/traffic-report.list.json, a read-only list), exported as CSV
// with the same filters (its override, ./lists.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import reportList from '../../../forms/client/lists/traffic-report.list.json';
import { PageHeader } from '../../components/PageHeader';
import { defineList } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import { TrafficLists } from './lists';

const REPORT = defineList(reportList);

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Traffic report`} description={<Trans>Monthly traffic of each customer against its basic and extra plans; 1 GB = 1,000,000,000 bytes.</Trans>} />
      <TrafficLists placeName={t`Traffic report`}>
        <RuleList list={REPORT} />
      </TrafficLists>
    </>
  );
}
