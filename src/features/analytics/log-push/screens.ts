import { msg } from '@lingui/core/macro';
import type { Screen } from '../../../services/screen-types';

/** Log push: the same screen in the user and client consoles (spec 2, dataAnalysis/logPush). */
export const logPushScreen: Screen = {
  path: 'dataAnalysis/logPush',
  group: 'dataAnalysis',
  label: msg`Log push`,
  load: () => import('./LogPushScreen'),
  needs: { user: ['user-logPush-list-events'], client: ['client-logPush-list-events'] },
};
