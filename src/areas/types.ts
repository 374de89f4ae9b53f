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
