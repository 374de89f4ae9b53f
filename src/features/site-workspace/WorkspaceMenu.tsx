// The site workspace's pages as a menu (issue 25): a left menu of groups (Delivery, Security, Rules) on a wide
// screen, a picker above the page on a narrow one. Each page is a link to its address (`?tab=<id>`), so a page opens
// in a new browser tab, the address is what a person shares, and the leave guard asks before a page with typed
// changes is left (one react-router blocker, src/components/leave-guard/).
import { useLingui } from '@lingui/react/macro';
import { NavLink, Select } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { groupTabs, SECTION_LABEL } from './groups';
import classes from './SiteWorkspace.module.css';
import { SITE_TABS } from './tabs';

const GROUPS = groupTabs(SITE_TABS);

interface Props {
  /** The page shown (its tab id). */
  current: string;
  /** A page's address in this workspace. */
  hrefOf: (tab: string) => string;
}

/** The left menu: a group each, opened; the group of the page shown cannot be closed. */
export function WorkspaceMenu({ current, hrefOf }: Props) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Site settings pages`} className={classes.menu}>
      {GROUPS.map((group) => (
        <MenuGroup key={group.section} label={i18n._(SECTION_LABEL[group.section])} holdsCurrent={group.tabs.some((tab) => tab.id === current)}>
          {group.tabs.map((tab) => (
            <NavLink
              key={tab.id}
              component={Link}
              to={hrefOf(tab.id)}
              label={i18n._(tab.label)}
              active={tab.id === current}
              aria-current={tab.id === current ? 'page' : undefined}
              py={6}
            />
          ))}
        </MenuGroup>
      ))}
    </nav>
  );
}

function MenuGroup({ label, holdsCurrent, children }: { label: string; holdsCurrent: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(true);
  const shown = opened || holdsCurrent;
  return (
    <NavLink
      component="button"
      type="button"
      label={label}
      fw={600}
      opened={shown}
      onChange={setOpened}
      aria-expanded={shown}
      childrenOffset="xs"
    >
      {children}
    </NavLink>
  );
}

/** The picker of a narrow screen: the same pages by group, choosing one opens it. */
export function WorkspacePicker({ current, onPick }: { current: string; onPick: (tab: string) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Select
      className={classes.picker}
      label={t`Settings page`}
      allowDeselect={false}
      maxDropdownHeight={420}
      data={GROUPS.map((group) => ({
        group: i18n._(SECTION_LABEL[group.section]),
        items: group.tabs.map((tab) => ({ value: tab.id, label: i18n._(tab.label) })),
      }))}
      value={current}
      onChange={(value) => value && value !== current && onPick(value)}
    />
  );
}
