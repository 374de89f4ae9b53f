// A zone's settings page (nodeManage/zonesList/{zoneId}): what the zone holds, its protocol switches and limits,
// firewall (anti-CC, ipset), listening ports, cache preheat, Nginx settings and groups, each through a form or a
// list descriptor; the tab is kept in `?tab=`.
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Card, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import groupsList from '../../../forms/client/lists/zone-groups.list.json';
import portsList from '../../../forms/client/lists/zone-ports.list.json';
import preheatsList from '../../../forms/client/lists/zone-preheats.list.json';
import http2Form from '../../../forms/client/zone-http2.form.json';
import http3Form from '../../../forms/client/zone-http3.form.json';
import invalidDomainForm from '../../../forms/client/zone-invalid-domain-limit.form.json';
import redirectForm from '../../../forms/client/zone-redirect-code.form.json';
import tlsForm from '../../../forms/client/zone-tls-limit.form.json';
import { useArea } from '../../services/use-area';
import { PageHeader } from '../../components/PageHeader';
import { UserText } from '../../components/UserText';
import { defineList } from '../../kit/lists/descriptor';
import { RuleList } from '../../kit/lists/RuleList';
import { defineForm, type FormDescriptor } from '../../schema-form/descriptor';
import { operationQuery } from '../../schema-form/operations';
import { SettingsForm } from '../../schema-form/SettingsForm';
import { ZONE_NGINX } from '../nginx/config';
import { NginxSettings } from '../nginx/NginxSettings';
import { GroupLines } from './GroupLines';
import { ZoneFirewall } from './ZoneFirewall';
import { ZoneLists } from './lists';
import { type QueryTab, QueryTabs } from './QueryTabs';

interface ZoneRow {
  id: number;
  name: string;
  memo: string;
  settings: Record<string, unknown> & { http2: { enable: boolean }; http3: { enable: boolean } };
}

/** The zone's switches and limits are read from the zone list (every zone on one page). */
const ALL_ZONES = { page: 1, pageSize: 500 };
const settingOf = (zoneId: number, pick: (settings: ZoneRow['settings']) => Record<string, unknown>) => (loaded: Record<string, unknown>) => {
  const rows = (Array.isArray(loaded) ? loaded : []) as ZoneRow[];
  const zone = rows.find((row) => row.id === zoneId);
  return zone ? pick(zone.settings) : {};
};

export default function ZoneSettings({ zoneId }: { zoneId: number }) {
  const { t } = useLingui();
  const area = useArea();
  const [search, setSearch] = useSearchParams();
  const zones = useQuery(operationQuery<{ data: { id: number; name: string }[] }>('client-zone-list-meta-zones'));
  const name = zones.data?.data.find((zone) => zone.id === zoneId)?.name;
  const path = { zoneId };
  const tabs: QueryTab[] = [
    { id: 'overview', label: t`Overview`, panel: <Overview zoneId={zoneId} /> },
    { id: 'firewall', label: t`Firewall`, panel: <ZoneFirewall zoneId={zoneId} /> },
    { id: 'ports', label: t`Ports`, panel: <RuleList list={defineList(portsList)} /> },
    { id: 'preheat', label: t`Cache preheat`, panel: <RuleList list={defineList(preheatsList)} /> },
    {
      id: 'nginx',
      label: t`Nginx`,
      panel: <NginxSettings config={ZONE_NGINX} path={path} tab={search.get('nginx')} onTab={(nginx) => setSearch({ tab: 'nginx', nginx }, { replace: true })} />,
    },
    {
      id: 'groups',
      label: t`Groups`,
      panel: (
        <Stack gap="xl">
          <RuleList list={defineList(groupsList)} />
          <GroupLines zoneId={zoneId} />
        </Stack>
      ),
    },
  ];
  return (
    <>
      <Breadcrumbs mb="xs">
        <Anchor component={Link} to={`/${area}/nodeManage/zonesList`} size="sm">
          <Trans>Zones</Trans>
        </Anchor>
        <Text size="sm">{name ?? '…'}</Text>
      </Breadcrumbs>
      <PageHeader
        title={<Trans>Zone settings</Trans>}
        description={name ? <UserText value={name} /> : zones.isSuccess ? <Trans>This zone does not exist or is not yours.</Trans> : undefined}
      />
      <ZoneLists path={path} placeName={name ?? String(zoneId)}>
        <QueryTabs label={t`Zone settings`} tabs={tabs} />
      </ZoneLists>
    </>
  );
}

interface Resource {
  nodeCount: number;
  onlineNodeCount: number;
  groupCount: number;
  virtualNodeCount: number;
  siteCount: number;
  domainCount: number;
  portCount: number;
  bandwidth: number;
}

function Overview({ zoneId }: { zoneId: number }) {
  const { t } = useLingui();
  const path = { zoneId };
  const resource = useQuery(operationQuery<{ data: Resource }>('client-zoneSetting-get-resource', { path }));
  const r = resource.data?.data;
  const stats: [string, string][] = r
    ? [
        [t`Nodes online`, `${r.onlineNodeCount} / ${r.nodeCount}`],
        [t`Groups`, String(r.groupCount)],
        [t`Virtual nodes`, String(r.virtualNodeCount)],
        [t`Sites`, String(r.siteCount)],
        [t`Domains`, String(r.domainCount)],
        [t`Ports`, String(r.portCount)],
        [t`Bandwidth`, t`${r.bandwidth} Mbps`],
      ]
    : [];
  const forms: [FormDescriptor, (s: ZoneRow['settings']) => Record<string, unknown>][] = [
    [defineForm(http2Form), (s) => ({ enable: s.http2.enable })],
    [defineForm(http3Form), (s) => ({ enable: s.http3.enable })],
    [defineForm(redirectForm), (s) => ({ forceSSLRedirectCode: s.forceSSLRedirectCode })],
    [defineForm(invalidDomainForm), (s) => ({ invalidDomainLimitCount: s.invalidDomainLimitCount })],
    [defineForm(tlsForm), (s) => ({ tlsLimitCount: s.tlsLimitCount })],
  ];
  return (
    <Stack>
      <Card withBorder padding="lg" maw={960}>
        <Text fw={600} mb="sm" component="h2" fz="h4" m={0}>
          <Trans>Resources</Trans>
        </Text>
        {resource.isPending ? (
          <Loader aria-label={t`Loading`} />
        ) : resource.isError ? (
          <Text c="red" size="sm">
            <Trans>The zone's resources could not be loaded.</Trans>
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }} mt="sm">
            {stats.map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text fw={600}>{value}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {forms.map(([form, pick]) => (
          <SettingsForm key={form.name} descriptor={form} path={path} loadQuery={ALL_ZONES} toSaved={settingOf(zoneId, pick)} idPrefix={form.name.replace(/\W/g, '_')} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
