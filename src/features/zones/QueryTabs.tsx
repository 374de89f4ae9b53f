// Tabs of a settings page kept in the page's `?tab=` (the zone settings and the system settings pages): the tabs are an
// array of entries (id, label, panel) mapped once; a panel is mounted only while its tab is shown.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TabSet } from '../../kit/TabSet';

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
    <TabSet
      tabs={tabs.map((entry) => ({ value: entry.id, label: entry.label, panel: entry.panel }))}
      value={tab}
      onChange={(value) => value && setSearch({ tab: value }, { replace: true })}
      keepMounted={false}
      listLabel={label}
      listMb="md"
    />
  );
}
