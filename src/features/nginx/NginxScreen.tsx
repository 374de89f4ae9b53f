// systemManagement/nginxSetting (client console): the system's Nginx settings, used by every zone without its own.
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { SYSTEM_NGINX } from './config';
import { NginxSettings } from './NginxSettings';

export function Component() {
  const [search, setSearch] = useSearchParams();
  return (
    <>
      <PageHeader
        title={<Trans>Nginx settings</Trans>}
        description={<Trans>The Nginx configuration of every node; a zone with its own Nginx settings uses those instead.</Trans>}
      />
      <NginxSettings config={SYSTEM_NGINX} path={{}} tab={search.get('tab')} onTab={(tab) => setSearch({ tab }, { replace: true })} />
    </>
  );
}
