import { msg } from '@lingui/core/macro';
import type { SiteTab } from '../tab';

export const tab: SiteTab = {
  id: 'authentication',
  label: msg`Authentication`,
  section: 'security',
  order: 140,
  load: () => import('../authentication/AuthenticationTab'),
};
