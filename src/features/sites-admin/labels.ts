// Names and colours of a site's traffic state against its plan (spec 4: normal, warning, limited).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClientTrafficState } from '../../api/generated/model';

export const TRAFFIC_STATE: Record<ClientTrafficState, { label: MessageDescriptor; color: string }> = {
  normal: { label: msg`Normal`, color: 'green' },
  warning: { label: msg`Warning`, color: 'yellow' },
  limited: { label: msg`Limited`, color: 'red' },
};
