// trafficPkgManagement/trafficPkgList (client): the customers' basic plans (from their products) and extra plans,
// filtered by customer, product and product name; extra plans are added, edited and removed
// (forms/client/lists/traffic-plans.list.json; what is particular to it is its override, ./lists.tsx).
import { Trans, useLingui } from '@lingui/react/macro';
import plansList from '../../../forms/client/lists/traffic-plans.list.json';
import { PageHeader } from '../../components/PageHeader';
import { defineList } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import { TrafficLists } from './lists';

const PLANS = defineList(plansList);

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Traffic plans`} description={<Trans>Each customer's basic plan comes with its product; extra plans add traffic for a period.</Trans>} />
      <TrafficLists placeName={t`Traffic plans`} invalidate="/client/">
        <RuleList list={PLANS} />
      </TrafficLists>
    </>
  );
}
