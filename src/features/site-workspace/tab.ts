// One tab of the site workspace. Each tab is a file `tabs/<id>.tab.ts` exporting `tab`; the workspace
// finds them all, orders them, and loads a tab's screen only when it is opened.
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';

export type SiteTabSection = 'delivery' | 'security' | 'rules';

export interface SiteTab {
  /** The `tab` query value, e.g. `domains`. */
  id: string;
  label: MessageDescriptor;
  section: SiteTabSection;
  /** Position in the tab list; lower first. */
  order: number;
  load: () => Promise<{ default: ComponentType }>;
  /**
   * What the tab's first render reads in the end user's console (paths below /api/v1 with their query, as its calls
   * ask for them), asked for as a page of the tab starts (api/transport.ts `readEarly`): the tab takes the answers.
   */
  reads?: (siteId: string) => readonly string[];
  /**
   * The tab's first render reads the site's product (`config.useSiteProduct`): the workspace asks for it as soon as
   * the site has arrived, while the tab's code still loads, so that the tab draws with it rather than once more when
   * it arrives (issue 29).
   */
  readsProduct?: boolean;
}
