// trafficPkgManagement/trafficPkgList (end user): the user's basic and extra plans with what each has used
// (forms/user/lists/traffic-plans.list.json), and the monthly usage of each product with its traffic state (normal,
// warning, limited) by year and month (forms/user/lists/traffic-usages.list.json), base-1000 units; both read-only lists.
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import plansList from '../../../forms/user/lists/traffic-plans.list.json';
import usagesList from '../../../forms/user/lists/traffic-usages.list.json';
import { PageHeader } from '../../components/PageHeader';
import { defineList } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import { TrafficLists } from './lists';

const PLANS = defineList(plansList);
const USAGES = defineList(usagesList);

export function Component() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={<Trans>Traffic packages</Trans>} description={<Trans>Your basic plans come with your products; extra plans add traffic for a period. 1 GB = 1,000,000,000 bytes.</Trans>} />
      <TrafficLists placeName={t`Traffic packages`}>
        <Stack gap="xl">
          <RuleList list={PLANS} />
          <RuleList list={USAGES} />
        </Stack>
      </TrafficLists>
    </>
  );
}
