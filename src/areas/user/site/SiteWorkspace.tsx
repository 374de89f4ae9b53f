// The site workspace (spec 2: sitesSetting/{id?}/{name?}): one tab per per-site settings screen.
// Without a site in the path it opens the last one of this session, or the first site.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, CopyButton, Group, Loader, Paper, Select, Stack, Tabs, Text } from '@mantine/core';
import { type ComponentType, createElement, lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useUserSiteGetSite, useUserSiteListMetaSites } from '../../../api/generated/hooks/site/site';
import { PageHeader } from '../../../components/PageHeader';
import { SiteStatusBadge } from '../sites/labels';
import { rememberedSite, rememberSite, SiteContext } from './context';
import { SITE_TABS } from './tabs';

const BASE = '/user/sitesManagement/sitesSetting';
export const workspacePath = (siteId: number, siteName: string, tab?: string) =>
  `${BASE}/${siteId}/${encodeURIComponent(siteName)}${tab ? `?tab=${tab}` : ''}`;

// Each tab's screen loads when the tab is first opened.
const TAB_SCREENS = new Map<string, ComponentType>(SITE_TABS.map((tab) => [tab.id, lazy(tab.load)]));

export function Component() {
  const { siteId } = useParams();
  return siteId && /^\d+$/.test(siteId) ? <Workspace siteId={Number(siteId)} /> : <PickSite />;
}

/** No site in the path: the remembered one, else the first one (keeping the query: `?tab=…` opens that tab). */
function PickSite() {
  const { t } = useLingui();
  const { search } = useLocation();
  const remembered = rememberedSite();
  const sites = useUserSiteListMetaSites({ query: { enabled: !remembered } });
  if (remembered) return <Navigate replace to={workspacePath(remembered.siteId, remembered.siteName) + search} />;
  if (sites.isPending) return <Loader aria-label={t`Loading`} />;
  const first = sites.data?.data[0];
  if (first) return <Navigate replace to={workspacePath(first.id, first.siteName) + search} />;
  return (
    <>
      <PageHeader title={<Trans>Site settings</Trans>} />
      <Alert color={sites.isError ? 'red' : 'blue'} title={sites.isError ? t`The sites could not be loaded.` : t`You have no sites yet`}>
        {sites.isError ? (
          <Button variant="light" onClick={() => void sites.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        ) : (
          <Trans>Your service provider creates sites for you. Once one exists, its settings are here.</Trans>
        )}
      </Alert>
    </>
  );
}

function Workspace({ siteId }: { siteId: number }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const site = useUserSiteGetSite(siteId);
  const sites = useUserSiteListMetaSites();
  const current = site.data?.data;
  useEffect(() => {
    if (current) rememberSite(current.id, current.siteName);
  }, [current]);
  const tabId = SITE_TABS.some((tab) => tab.id === search.get('tab')) ? search.get('tab')! : SITE_TABS[0]!.id;
  const context = useMemo(() => (current ? { siteId, site: current } : null), [siteId, current]);

  if (site.isPending) return <Loader aria-label={t`Loading`} />;
  if (site.isError || !current) {
    return (
      <Alert color="red" title={t`This site could not be opened.`}>
        <Stack align="flex-start">
          <Text size="sm">
            <Trans>It may have been removed, or you may no longer have access to it.</Trans>
          </Text>
          <Button variant="light" onClick={() => navigate('/user/sitesManagement/sitesList')}>
            <Trans>Back to the sites</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <SiteContext.Provider value={context}>
      <PageHeader
        title={
          <Group gap="sm">
            <span>{current.siteName}</span>
            <SiteStatusBadge status={current.status} />
          </Group>
        }
        description={
          <Group gap="xs" component="span">
            <Text span size="sm" c="dimmed">
              <Trans>CNAME</Trans>
            </Text>
            <Text span size="sm" ff="monospace">
              {current.cname}
            </Text>
            <CopyButton value={current.cname}>
              {({ copied, copy }) => (
                <Button size="compact-xs" variant="subtle" onClick={copy}>
                  {copied ? t`Copied` : t`Copy`}
                </Button>
              )}
            </CopyButton>
            <Badge variant="light" color="gray">
              {current.productName}
            </Badge>
          </Group>
        }
        actions={
          <Select
            aria-label={t`Site`}
            w={280}
            searchable
            allowDeselect={false}
            data={(sites.data?.data ?? [{ id: current.id, siteName: current.siteName }]).map((s) => ({ value: String(s.id), label: s.siteName }))}
            value={String(siteId)}
            onChange={(value) => {
              const next = sites.data?.data.find((s) => String(s.id) === value);
              if (next) navigate(workspacePath(next.id, next.siteName, tabId));
            }}
          />
        }
      />
      <Tabs
        value={tabId}
        onChange={(value) => value && setSearch({ tab: value }, { replace: false })}
        keepMounted={false}
        variant="outline"
      >
        <Tabs.List mb="md" style={{ flexWrap: 'wrap' }}>
          {SITE_TABS.map((tab) => (
            <Tabs.Tab key={tab.id} value={tab.id}>
              {i18n._(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tabId}>
          <Paper p={0}>
            <Suspense fallback={<Loader aria-label={t`Loading`} />}>
              {createElement(TAB_SCREENS.get(tabId)!, { key: `${siteId}-${tabId}` })}
            </Suspense>
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </SiteContext.Provider>
  );
}
