// Nodes (spec 2, nodeManage/nodesList): the initialised nodes of all zones and the registered nodes waiting to be
// initialised, as two views of one screen.
import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useAddressChoice } from '../../kit/address-choice';
import { InitializedNodes } from './InitializedNodes';
import { lazyPart } from '../../components/lazy-part';

// The registered nodes waiting to be initialised (their form) load when that view is opened (issue 29).
const UninitializedNodes = lazyPart(
  () => import('./UninitializedNodes').then((module) => module.UninitializedNodes),
  () => <Skeleton h={320} />,
);

export function Component() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  // The view clicked shows at once, the address following (kit/address-choice.ts).
  const [view, choose] = useAddressChoice(params.get('view') === 'uninitialized' ? 'uninitialized' : 'initialized', (next) => setParams(next === 'uninitialized' ? { view: next } : {}, { replace: true }));
  return (
    <>
      <PageHeader title={<Trans>Nodes</Trans>} description={<Trans>The edge and relay nodes of your zones, their state and what they run.</Trans>} />
      <Tabs value={view} onChange={(next) => (next === 'uninitialized' || next === 'initialized') && choose(next)} keepMounted={false}>
        <Tabs.List aria-label={t`Node views`} mb="md">
          <Tabs.Tab value="initialized">
            <Trans>Initialised</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="uninitialized">
            <Trans>Uninitialised</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="initialized">
          <InitializedNodes />
        </Tabs.Panel>
        <Tabs.Panel value="uninitialized">
          <UninitializedNodes />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
