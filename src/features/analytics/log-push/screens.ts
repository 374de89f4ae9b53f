import { msg } from '@lingui/core/macro';
import { dataAnalysisScreen } from '../screens';

/** Log push: the same screen in the user and client consoles (spec 2, dataAnalysis/logPush). */
export const logPushScreen = dataAnalysisScreen('logPush', msg`Log push`, () => import('./LogPushScreen'), {
  user: ['user-logPush-list-events'],
  client: ['client-logPush-list-events'],
});
