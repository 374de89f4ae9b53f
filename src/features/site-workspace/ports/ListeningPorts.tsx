// The listening ports of the site's zone (spec 7: zone ports GET) and which of them are open on the site
// (port settings POST and DELETE): domains may listen only on open ports. A layer-7 site's are a list descriptor
// (forms/user/lists/zone-ports.list.json, its rows and buttons in zone-port-parts.tsx); a layer-4 site sees them
// only to know which ports its forwarding cannot use.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import zonePortsList from '../../../../forms/user/lists/zone-ports.list.json';
import { useUserPortListZonePorts } from '../../../api/generated/hooks/port/port';
import { defineList } from '../../../kit/lists/descriptor';
import { RuleList } from '../../../kit/lists/RuleList';
import { type ListScope, ListScopeContext } from '../../../kit/lists/scope';
import { useSite } from '../context';
import { PORT_LIST_PARTS } from './port-parts';
import { joinPorts } from './zone-port-parts';

const ZONE_PORTS = defineList(zonePortsList);
const NO_DOMAINS: ReadonlyMap<number, string> = new Map();

export function ListeningPorts({ siteId, layer4 }: { siteId: number; layer4: boolean }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            <Trans>Listening ports of the zone</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            {layer4 ? (
              <Trans>The zone's nodes serve websites on these ports, so they cannot be used for layer-4 forwarding.</Trans>
            ) : (
              <Trans>The zone offers these ports for websites. Open a port here before a domain of this site can listen on it.</Trans>
            )}
          </Text>
        </Stack>
      </Group>
      {layer4 ? (
        <ZonePortBadges siteId={siteId} />
      ) : (
        <ZonePorts siteId={siteId} />
      )}
    </Stack>
  );
}

/** The list with the ports tab's parts; no domain cell, so the site's domains are not read for it. */
function ZonePorts({ siteId }: { siteId: number }) {
  const { site } = useSite();
  const scope = useMemo<ListScope>(() => ({ ...PORT_LIST_PARTS, path: { siteId }, placeName: site.siteName, domainNames: NO_DOMAINS }), [siteId, site.siteName]);
  return (
    <ListScopeContext.Provider value={scope}>
      <RuleList list={ZONE_PORTS} />
    </ListScopeContext.Provider>
  );
}

/** A layer-4 site's view: the zone's ports as badges (none of them may be forwarded). */
function ZonePortBadges({ siteId }: { siteId: number }) {
  const { t } = useLingui();
  const zone = useUserPortListZonePorts(siteId);
  const rows = joinPorts(zone.data?.data ?? [], []);
  return (
    <>
      {zone.isPending && <Loader size="sm" aria-label={t`Loading`} />}
      {zone.isError && (
        <Button size="xs" variant="light" onClick={() => void zone.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      )}
      <Group gap="xs" role="list" aria-label={t`Listening ports of the zone`}>
        {rows.map((r) => (
          <Badge key={r.port} role="listitem" variant="default" size="lg" tt="none">
            {r.port} {r.portType.toUpperCase()}
          </Badge>
        ))}
      </Group>
    </>
  );
}
