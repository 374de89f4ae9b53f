import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Area } from '../../api/areas';
import type { Login2FAType } from '../../api/generated/model';

export const TWO_FACTOR_LABELS: Record<Login2FAType, MessageDescriptor> = {
  0: msg`Code sent by mail`,
  1: msg`Authenticator app`,
  2: msg`None`,
};

export const AREA_LABELS: Record<Area, MessageDescriptor> = {
  admin: msg`Administrator`,
  client: msg`Operator`,
  user: msg`Customer`,
};
