// Tabs of a settings page kept in the page's `?tab=` (the zone settings and the system settings pages): the tabs are an
// array of entries (id, label, panel) mapped once; a panel is mounted only while its tab is shown.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useAddressChoice } from '../../kit/address-choice';
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
  // The tab clicked shows at once, the address following (kit/address-choice.ts).
  const [tab, choose] = useAddressChoice(tabs.find((entry) => entry.id === asked)?.id ?? tabs[0]!.id, (value) => setSearch({ tab: value }, { replace: true }));
  return (
    <TabSet
      tabs={tabs.map((entry) => ({ value: entry.id, label: entry.label, panel: entry.panel }))}
      value={tab}
      onChange={(value) => value && choose(value)}
      keepMounted={false}
      listLabel={label}
      listMb="md"
    />
  );
}
