// nodeManage/zonesList (client console): the zones, sortable, created, edited and removed through the list kit,
// lent to sub-clients; `nodeManage/zonesList/{zoneId}` opens that zone's settings page.
import { Trans, useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import zonesList from '../../../forms/client/lists/zones.list.json';
import { PageHeader } from '../../components/PageHeader';
import { defineList } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import { ZoneLists } from './lists';

const ZoneSettings = lazy(() => import('./ZoneSettings'));

export function Component() {
  const { t } = useLingui();
  const { zoneId } = useParams();
  const id = Number(zoneId);
  if (zoneId !== undefined && Number.isInteger(id) && id > 0) {
    return (
      <Suspense fallback={<Loader aria-label={t`Loading`} />}>
        <ZoneSettings zoneId={id} />
      </Suspense>
    );
  }
  return (
    <>
      <PageHeader title={<Trans>Zones</Trans>} description={<Trans>A zone is a set of nodes that share their settings; its groups serve the sites.</Trans>} />
      <ZoneLists path={{}} placeName={t`Zones`}>
        <RuleList list={defineList(zonesList)} />
      </ZoneLists>
    </>
  );
}
