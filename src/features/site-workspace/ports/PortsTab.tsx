// Layer-4 ports (spec 2: per-site screens): forwarding ports of a layer-4 site with their origins, and the
// listening ports of the site's zone. A site that serves websites (layer 7) gets an explanation instead of the
// forwarding list, and manages which of the zone's listening ports are open for its domains.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Divider, Stack, Title } from '@mantine/core';
import { useSite } from '../context';
import { L4Ports } from './L4Ports';
import { ListeningPorts } from './ListeningPorts';

export default function PortsTab() {
  const { t } = useLingui();
  const { siteId, site } = useSite();
  const layer4 = site.portType === 'l4';
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          <Trans>Layer-4 forwarding</Trans>
        </Title>
        {layer4 ? (
          <L4Ports />
        ) : (
          <Alert color="blue" variant="light" title={t`This site serves websites (layer 7)`}>
            <Trans>
              Layer-4 forwarding passes raw TCP connections on a port to your servers, for games, databases or other non-web services. It
              is available only on sites of the layer-4 port type; this site's domains are served on layer 7. Ask your service provider
              for a layer-4 site if you need to forward ports.
            </Trans>
          </Alert>
        )}
      </Stack>
      <Divider />
      <ListeningPorts siteId={siteId} layer4={layer4} />
    </Stack>
  );
}
