import type { MessageDescriptor } from '@lingui/core';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import type { Area } from '../api/areas';

/** One screen of an area: its path below /{area}/, how to load it, and where it sits in the navigation. */
export interface Screen {
  path: string;
  /** Where navigation links go when the path has parameters (default: the path). */
  navPath?: string;
  load: LazyRouteFunction<RouteObject>;
  /** Navigation group (spec section 2 groups); none = top level. */
  group?: NavGroupId;
  label: MessageDescriptor;
  /** Reached from the account menu rather than the side navigation; 'none': only from another screen (an editor). */
  menu?: 'account' | 'none';
  /**
   * What the screen is for: a meta-role key of the area, or `root` (manages the tenant's accounts and roles). The
   * navigation and the command palette leave the screen out for an account that does not hold it; its address
   * still opens it, read-only with the reason on what it may not do.
   */
  forRole?: string;
  /**
   * The calls of the contract the screen cannot be used without, per console (its list call; for a screen that only
   * manages, the managing call too). When the signed-in account's role may not make one of them (x-permission), the
   * screen is left out of the navigation, the dashboard and the palette, and opening its address shows that the role
   * does not allow it (src/services/screen-access.ts). None: every account may open it.
   */
  needs?: Partial<Record<Area, readonly string[]>>;
  /**
   * What the screen's first render will ask for beyond its own code, asked for as a signed-in page of the screen starts
   * (app/early-code.ts) rather than once the screen has drawn: the site workspace's tab. A failure is the screen's to
   * handle when it asks again.
   */
  early?: (address: { pathname: string; search: string }) => void;
  /**
   * The screen's first reads (paths below /api/v1 with their query, as its calls ask for them), asked for as a
   * signed-in page of the screen starts (app/early-code.ts, api/transport.ts `readEarly`): the screen's calls of the
   * same addresses take the answers.
   */
  reads?: (address: { pathname: string; search: string }) => readonly string[];
}

/** An earlier path below /{area}/ that now lives elsewhere: `from` goes to `to` (its `:params` carried over, and the query). */
export interface Redirect {
  from: string;
  to: string;
}

export type NavGroupId =
  | 'userManagement'
  | 'sitesManagement'
  | 'dataAnalysis'
  | 'nodeManage'
  | 'trafficPkgManagement'
  | 'monitorManagement'
  | 'systemManagement'
  | 'licenses';
