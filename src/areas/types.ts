import type { MessageDescriptor } from '@lingui/core';
import type { LazyRouteFunction, RouteObject } from 'react-router';

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
  needs?: string;
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
