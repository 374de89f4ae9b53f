import { msg } from '@lingui/core/macro';
import type { Screen } from '../../../services/screen-types';

/** Log export: the same screen in the user and client consoles (spec 2, dataAnalysis/logExport). */
export const logExportScreen: Screen = {
  path: 'dataAnalysis/logExport',
  group: 'dataAnalysis',
  label: msg`Log export`,
  load: () => import('./LogExportScreen'),
  needs: { user: ['user-logExport-list-exports'], client: ['client-log-list-exports'] },
};
