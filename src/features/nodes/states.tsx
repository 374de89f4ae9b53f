// Names and colours of node states (spec 4): every state is shown with its colour AND its name, so it reads
// without colour too.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FilterChoice } from '../../components/resource-table/ListFilters';
import type { NodeDnsStatus, NodeKind, NodeMonitorStatus, NodePortType, NodeRole, NodeStatus, NodeTier, NodeUpgradeStatus } from '../../api/generated/model';
import { StateBadge, type StateLook } from '../../components/StateBadge';

export { StateBadge };

export const NODE_STATUS: Record<NodeStatus, StateLook> = {
  unknown: { label: msg`Unknown`, color: 'gray' },
  normal: { label: msg`Normal`, color: 'green' },
  error: { label: msg`Error`, color: 'red' },
  natsError: { label: msg`NATS error`, color: 'orange' },
  paused: { label: msg`Paused (backup serving)`, color: 'yellow' },
  offline: { label: msg`Offline`, color: 'dark' },
  reconnect: { label: msg`Reconnecting`, color: 'blue' },
};
/** The order states are counted and offered in. */
export const NODE_STATUSES = Object.keys(NODE_STATUS) as NodeStatus[];

export const MONITOR_STATUS: Record<NodeMonitorStatus, StateLook> = {
  unknown: { label: msg`Check: unknown`, color: 'gray' },
  normal: { label: msg`Check: normal`, color: 'green' },
  error: { label: msg`Check: failing`, color: 'red' },
};

export const UPGRADE_STATUS: Record<NodeUpgradeStatus, StateLook> = {
  notUpdated: { label: msg`Not updated`, color: 'gray' },
  updating: { label: msg`Updating`, color: 'blue' },
  updateFailed: { label: msg`Update failed`, color: 'red' },
  updateComplete: { label: msg`Update complete`, color: 'green' },
};

/** Whether the node's address is published in DNS. */
export const DNS_STATUS: Record<NodeDnsStatus, StateLook> = {
  active: { label: msg`Published`, color: 'green' },
  inactive: { label: msg`Not published`, color: 'red' },
  pending: { label: msg`Waiting for the provider`, color: 'yellow' },
};

export const KIND: Record<NodeKind, MessageDescriptor> = { normal: msg`Physical`, virtual: msg`Virtual machine` };
export const ROLE: Record<NodeRole, MessageDescriptor> = { main: msg`Main`, backup: msg`Backup` };
export const TIER: Record<NodeTier, MessageDescriptor> = { edge: msg`Edge`, relay: msg`Relay` };
export const PORT_TYPE: Record<NodePortType, MessageDescriptor> = { L7: msg`Layer 7`, L4: msg`Layers 7 and 4` };

/** The states of a record as the choices of a filter, in its order, each by its name. */
export function choicesOf(i18n: I18n, states: Record<string, MessageDescriptor | StateLook>): FilterChoice[] {
  return Object.entries(states).map(([value, state]) => ({ value, label: i18n._('label' in state ? state.label : state) }));
}
