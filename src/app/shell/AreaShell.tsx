import { Trans, useLingui } from '@lingui/react/macro';
import { AppShell, Burger, Group, Image, NavLink, ScrollArea, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation } from 'react-router';
import { useBranding } from '../../services/branding';
import { screenAt, screenDenial } from '../../services/screen-access';
import { SCREENS } from '../screens';
import { selfQuery } from '../../services/session';
import { AreaScreensContext } from '../../services/area-screens';
import { bulkSettingsSlots } from '../../kit/bulk/slots';
import { SettingsFormSlotsContext } from '../../schema-form/slots';
import { useArea } from '../../services/use-area';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle';
import { PaletteLauncher } from './command-palette/PaletteLauncher';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { SwitchedBanner } from '../../features/switch-user/SwitchedBanner';
import AnnouncementBanner from '../../features/announcements/AnnouncementBanner';
import { AccountMenu } from './AccountMenu';
import { type NavEntry, navigation } from './nav';
import { ScreenRefused } from './ScreenRefused';
import { SHELL_HEADER_HEIGHT } from '../../components/shell-size';
import { OnceShown } from '../../components/OnceShown';

/** The frame of every signed-in page of an area. */
export function Component() {
  const area = useArea();
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure();
  // On a phone the navigation is a drawer behind the menu button: its links are drawn when it first opens (and
  // kept), not with the page (issue 29: the menu was as much of the first render's work as the screen itself).
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.sm})`, true, { getInitialValueInEffect: false });
  const branding = useBranding(area);
  const wideLogo = branding.sidebarLogo || branding.logo;
  const narrowLogo = branding.sidebarSimpleLogo || wideLogo;
  const self = useQuery(selfQuery(area)).data?.data;
  const held = self?.permissions;
  const entries = navigation(area, SCREENS[area], held);
  // An address of a screen the role cannot use (typed, bookmarked, a link from elsewhere): the refusal in its place.
  const here = screenAt(SCREENS[area], area, pathname);
  const refused = here ? screenDenial(here, area, held) : null;

  const renderEntry = (entry: NavEntry) =>
    entry.children ? (
      <NavGroup key={entry.group} label={i18n._(entry.label)} active={entry.children.some((child) => child.to === pathname)}>
        {entry.children.map(renderEntry)}
      </NavGroup>
    ) : (
      <NavLink
        key={entry.to}
        component={Link}
        to={entry.to!}
        label={i18n._(entry.label)}
        active={pathname === entry.to}
        onClick={close}
      />
    );

  return (
    <AppShell header={{ height: SHELL_HEADER_HEIGHT }} navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t`Open the navigation`} />
            <UnstyledButton component={Link} to={`/${area}/dashboard`} aria-label={t`Go to the dashboard`} miw={0}>
              <Group gap="xs" wrap="nowrap" miw={0}>
                {/* The small sidebar logo stands in for the full one on narrow screens. */}
                {wideLogo ? <Image src={wideLogo} alt="" h={28} w="auto" visibleFrom={narrowLogo !== wideLogo ? 'sm' : undefined} /> : null}
                {narrowLogo && narrowLogo !== wideLogo ? <Image src={narrowLogo} alt="" h={28} w="auto" hiddenFrom="sm" /> : null}
                <Text fw={700} truncate="end" style={branding.pending ? { visibility: 'hidden' } : undefined}>
                  {branding.title}
                </Text>
              </Group>
            </UnstyledButton>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <PaletteLauncher area={area} />
            <LanguageSwitch />
            <ColorSchemeToggle />
            {self && <AccountMenu area={area} account={self} />}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t`Main navigation`}>
        <OnceShown shown={wide || opened}>
          <AppShell.Section grow component={ScrollArea}>
            {entries.map(renderEntry)}
          </AppShell.Section>
          <AppShell.Section>
            <Text size="xs" c="dimmed" px="sm" py="xs">
              <Trans>
                {branding.copyright} · version {__APP_VERSION__}
              </Trans>
            </Text>
          </AppShell.Section>
        </OnceShown>
      </AppShell.Navbar>
      <AppShell.Main>
        <SwitchedBanner area={area} />
        {/* The current announcements (end users, sub-users, sub-clients), asked for by the shell's loader
            (router.tsx) so that they are on screen with the page, not pushing it down when they arrive. */}
        {area !== 'admin' && <AnnouncementBanner area={area} />}
        <AreaScreensContext.Provider value={SCREENS[area]}>
          <SettingsFormSlotsContext.Provider value={bulkSettingsSlots}>
            {here && refused ? <ScreenRefused area={area} label={here.label} denial={refused} /> : <Outlet />}
          </SettingsFormSlotsContext.Provider>
        </AreaScreensContext.Provider>
      </AppShell.Main>
    </AppShell>
  );
}

/** A navigation group: a real button (keyboard and screen readers) that opens and closes its screens. */
function NavGroup({ label, active, children }: { label: string; active: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(active);
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      opened={opened || active}
      onChange={setOpened}
      aria-expanded={opened || active}
      childrenOffset="md"
    >
      {children}
    </NavLink>
  );
}
