// The site workspace (spec 2: sitesSetting/{id?}/{name?}, the client's also /{domainName?}): one tab per per-site
// settings screen, grouped in a menu (WorkspaceMenu.tsx: on the left of a wide screen, a picker above the page on a
// narrow one). The same workspace serves the end user's own sites and, in the client console, the sites of the
// client's customers (decision in docs/decisions.md); what differs per console is the console registry's
// SiteWorkspaceConfig (src/areas/<area>/site-workspace.tsx, ./config.ts), the tabs never name a console.
// Without a site in the path it opens the last one of this session, or the first site.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Select, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ComponentType, createElement, lazy, type RefObject, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useUserSiteGetSite } from '../../api/generated/hooks/site/site';
import type { UserSite } from '../../api/generated/model';
import { PageHeader } from '../../components/PageHeader';
import { SHELL_HEADER_HEIGHT } from '../../components/shell-size';
import { SiteLimitsBar } from '../users/limits/AccountLimits';
import { SiteStatusBadge } from '../sites/labels';
import type { SiteWorkspaceConfig } from './config';
import { ownerOf, rememberedSite, rememberSite, SiteContext, workspacePath as pathIn } from './context';
import { SITE_TABS, tabFor } from './tabs';
import classes from './SiteWorkspace.module.css';
import { WorkspaceMenu, WorkspacePicker } from './WorkspaceMenu';
import { CopyTextButton } from '../../components/CopyTextButton';
import { withTexts } from '../../i18n';

// Each tab's screen loads when the tab is first opened, with its texts' part (src/i18n withTexts).
const TAB_SCREENS = new Map<string, ComponentType>(SITE_TABS.map((tab) => [tab.id, lazy(() => withTexts(tab.load))]));

/** The workspace in a console: its registry's screen renders it with the console's configuration. */
export function SiteWorkspace({ config }: { config: SiteWorkspaceConfig }) {
  const { siteId } = useParams();
  return siteId && /^\d+$/.test(siteId) ? <Workspace config={config} siteId={Number(siteId)} /> : <PickSite config={config} />;
}

/** No site in the path: the remembered one, else the first one (keeping the query: `?tab=…` opens that tab). */
function PickSite({ config }: { config: SiteWorkspaceConfig }) {
  const { t, i18n } = useLingui();
  const { search } = useLocation();
  const { area, texts } = config;
  const remembered = rememberedSite(area);
  const { sites, isPending, isError, refetch } = config.useSites(!remembered);
  if (remembered) return <Navigate replace to={pathIn(area, remembered.siteId, remembered.siteName) + search} />;
  if (isPending) return <Loader aria-label={t`Loading`} />;
  const first = sites?.[0];
  if (first) return <Navigate replace to={pathIn(area, first.id, first.siteName) + search} />;
  return (
    <>
      <PageHeader title={<Trans>Site settings</Trans>} />
      <Alert
        color={isError ? 'red' : 'blue'}
        title={isError ? t`The sites could not be loaded.` : i18n._(texts.noSites)}
      >
        {isError ? (
          <Button variant="light" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        ) : (
          i18n._(texts.noSitesHint)
        )}
      </Alert>
    </>
  );
}

function Workspace({ config, siteId }: { config: SiteWorkspaceConfig; siteId: number }) {
  const { t, i18n } = useLingui();
  const { area, texts } = config;
  const navigate = useNavigate();
  const { domainName } = useParams();
  const [search] = useSearchParams();
  const site = useUserSiteGetSite(siteId);
  const { sites } = config.useSites();
  const current = site.data?.data;
  useEffect(() => {
    if (current) rememberSite(area, current.id, current.siteName);
  }, [area, current]);
  const tab = tabFor(search.get('tab'), Boolean(domainName));
  const tabId = tab.id;
  // The tab's code is asked for alongside the site, not once the site has arrived (issue 29: a phone waited for both
  // in turn); its screen (lazy, below) then finds it loaded.
  useEffect(() => {
    withTexts(tab.load).catch(() => undefined);
  }, [tab]);
  // The menu on the left from `md` up; below, where the console's own menu already takes a column or the screen is a
  // phone's, a picker above the page (decision in docs/decisions.md).
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.md})`, false, { getInitialValueInEffect: false });
  const header = useRef<HTMLDivElement>(null);
  const slim = useScrolledPast(header, Boolean(current));
  const context = useMemo(() => (current ? { siteId, site: current, area, config } : null), [siteId, current, area, config]);
  const owner = current ? ownerOf(current) : undefined;
  const ownerName = owner?.accountName;
  const ownerEmail = owner?.email;
  // Another page leaves the domain named in the path and the page's own parameters (a firewall section).
  const hrefOf = (next: string) => pathIn(area, siteId, current?.siteName ?? '', { tab: next });
  const backToSites = (
    <Anchor component={Link} to={config.sitesListPath} size="sm">
      {i18n._(texts.backToSites)}
    </Anchor>
  );

  if (site.isPending) return <Loader aria-label={t`Loading`} />;
  if (site.isError || !current) {
    return (
      <Alert color="red" title={t`This site could not be opened.`}>
        <Stack align="flex-start">
          <Text size="sm">
            <Trans>It may have been removed, or you may no longer have access to it.</Trans>
          </Text>
          <Button variant="light" onClick={() => navigate(config.sitesListPath)}>
            {i18n._(texts.backToSites)}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <SiteContext.Provider value={context}>
      <div className={classes.slimHolder}>
        {slim && (
          // A repeat of the heading for the eye once it has scrolled away; a click goes back to the top.
          <div className={classes.slim} aria-hidden="true" data-testid="site-slim-header" onClick={() => window.scrollTo({ top: 0 })}>
            <span className={classes.slimName} data-text={current.siteName} />
            <span className={classes.slimPage} data-text={i18n._(tab.label)} />
          </div>
        )}
      </div>
      <div ref={header}>
        {config.showsOwner && backToSites}
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
              <CopyTextButton value={current.cname} size="compact-xs" variant="subtle">
                <Trans>Copy</Trans>
              </CopyTextButton>
              <Badge variant="light" color="gray">
                {current.productName}
              </Badge>
              {config.showsOwner && owner && (
                <Text span size="sm" data-testid="site-owner">
                  <Trans>
                    Customer: {ownerName} ({ownerEmail})
                  </Trans>
                </Text>
              )}
            </Group>
          }
          actions={
            <Select
              aria-label={t`Site`}
              w={280}
              searchable
              allowDeselect={false}
              data={(sites ?? [{ id: current.id, siteName: current.siteName }]).map((s) => ({ value: String(s.id), label: s.siteName }))}
              value={String(siteId)}
              onChange={(value) => {
                const next = sites?.find((s) => String(s.id) === value);
                if (next) navigate(pathIn(area, next.id, next.siteName, { tab: tabId }));
              }}
            />
          }
        />
        <SiteLimitsBar site={current} area={area} />
      </div>
      <div className={narrow ? classes.body : `${classes.body} ${classes.withMenu}`}>
        {!narrow && <WorkspaceMenu current={tabId} hrefOf={hrefOf} />}
        <div>
          {narrow && <WorkspacePicker current={tabId} onPick={(next) => navigate(hrefOf(next))} />}
          <Paper p={0}>
            {tab.readsProduct && <SiteProduct config={config} site={current} />}
            <Suspense fallback={<Loader aria-label={t`Loading`} />}>
              {createElement(TAB_SCREENS.get(tabId)!, { key: `${siteId}-${tabId}` })}
            </Suspense>
          </Paper>
        </div>
      </div>
    </SiteContext.Provider>
  );
}

/** Asks for the site's product (and keeps its answer) for a tab that reads it; its answer renders nothing. */
function SiteProduct({ config, site }: { config: SiteWorkspaceConfig; site: UserSite }) {
  config.useSiteProduct(site);
  return null;
}

/** Whether the element has scrolled up out of view, under the console's header (the slim header shows then). */
function useScrolledPast(element: RefObject<HTMLElement | null>, ready: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const headerHeight = SHELL_HEADER_HEIGHT;
    const observer = new IntersectionObserver(
      ([entry]) => setPast(Boolean(entry && !entry.isIntersecting && entry.boundingClientRect.top < headerHeight)),
      { rootMargin: `-${headerHeight}px 0px 0px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, ready]);
  return past;
}
