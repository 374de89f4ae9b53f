// Tabs of a settings page kept in the page's `?tab=` (the zone settings and the system settings pages): the tabs are an
// array of entries (id, label, panel) mapped once; a panel is mounted only while its tab is shown.
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface QueryTab {
  id: string;
  label: string;
  panel: ReactNode;
}

/** `label` names the tab list for screen readers; an unknown or missing `?tab=` shows the first tab. */
export function QueryTabs({ label, tabs }: { label: string; tabs: QueryTab[] }) {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab = tabs.find((entry) => entry.id === asked)?.id ?? tabs[0]!.id;
  return (
    <Tabs value={tab} onChange={(value) => value && setSearch({ tab: value }, { replace: true })} keepMounted={false}>
      <Tabs.List aria-label={label} mb="md">
        {tabs.map((entry) => (
          <Tabs.Tab key={entry.id} value={entry.id}>
            {entry.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((entry) => (
        <Tabs.Panel key={entry.id} value={entry.id}>
          {entry.panel}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
