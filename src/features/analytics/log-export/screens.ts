import { msg } from '@lingui/core/macro';
import { dataAnalysisScreen } from '../screens';

/** Log export: the same screen in the user and client consoles (spec 2, dataAnalysis/logExport). */
export const logExportScreen = dataAnalysisScreen('logExport', msg`Log export`, () => import('./LogExportScreen'), {
  user: ['user-logExport-list-exports'],
  client: ['client-log-list-exports'],
});
