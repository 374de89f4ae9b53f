// Users (spec 2: userManagement/usersList for the end user, userManagement/users for the client and the admin):
// one screen for the three consoles. The calls are the same `{kind}` calls (the console's area is the kind);
// what differs per console is here.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Area } from '../../api/areas';
import type { Kind } from '../../api/generated/model';

export interface UsersConfig {
  /** Path below /{area}/ of the screen. */
  path: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  empty: MessageDescriptor;
  /** The kinds of account this console creates, the first being the default; one kind: no choice shown. */
  kinds: readonly Kind[];
  /** Company details are asked for and shown (operators and their customers). */
  company: boolean;
  /** Kinds of account whose console can be opened from their row (POST {kind}/proxy). */
  switchInto: readonly Kind[];
  /** Kinds of account whose sub-accounts can be listed from their row. */
  subsOf: readonly Kind[];
  /** Kinds of account whose licence order record opens from their row (admin: clients). */
  licenseOrder?: readonly Kind[];
  /** Kinds of account that zones are lent to from their row (a client's sub-clients). */
  assignZones?: readonly Kind[];
  /** Kinds of account given sites from their row (a client's customers' sub-users). */
  assignSites?: readonly Kind[];
}

export const KIND_LABELS: Record<Kind, MessageDescriptor> = {
  admin: msg`Back-office staff`,
  client: msg`Client`,
  user: msg`End user`,
};

export const USERS_CONFIG: Record<Area, UsersConfig> = {
  user: {
    path: 'userManagement/usersList',
    title: msg`Sub-users`,
    description: msg`Colleagues who work in your account, each with the role that says what they may do.`,
    empty: msg`No sub-user matches. Add a colleague with Add account.`,
    kinds: ['user'],
    company: false,
    switchInto: ['user'],
    subsOf: [],
  },
  client: {
    path: 'userManagement/users',
    title: msg`Users`,
    description: msg`Your customers and your sub-clients (resellers). Open a customer's console to work in it as them.`,
    empty: msg`No account matches. Add a customer with Add account.`,
    kinds: ['user', 'client'],
    company: true,
    switchInto: ['user'],
    subsOf: ['user', 'client'],
    assignZones: ['client'],
    assignSites: ['user'],
  },
  admin: {
    path: 'userManagement/users',
    title: msg`Users`,
    description: msg`Back-office staff and the clients (operators) of the service.`,
    empty: msg`No account matches. Add a client or a colleague with Add account.`,
    kinds: ['client', 'admin'],
    company: true,
    switchInto: [],
    subsOf: ['client'],
    licenseOrder: ['client'],
  },
};
