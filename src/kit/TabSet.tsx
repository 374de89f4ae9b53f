// Tabs given as data: each entry's label and panel, mapped once into the tab list and the panels (the site
// workspace's sections of lists, a domain's settings, the user dashboard, the settings pages kept in `?tab=`). Any other Tabs prop (value, onChange, variant,
// keepMounted…) passes through.
import { Tabs, type TabsProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TabEntry {
  value: string;
  label: ReactNode;
  panel: ReactNode;
}

export function TabSet({
  tabs,
  listLabel,
  listMb,
  panelPt,
  ...props
}: Omit<TabsProps, 'children'> & {
  tabs: readonly TabEntry[];
  /** The tab list's accessible name. */
  listLabel?: string;
  listMb?: string;
  panelPt?: string;
}) {
  return (
    <Tabs {...props}>
      <Tabs.List aria-label={listLabel} mb={listMb}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt={panelPt}>
          {tab.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
