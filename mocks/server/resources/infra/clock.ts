// The simulated nodes move on with time: a restart ends, an upgrade completes or fails, a new health check
// reports. Records keep when that happens; `settle` applies what is due (cheap: one pass over the nodes).
import type { Store } from '../../state/store.ts';
import { iso, nodesOf, type NodeMonitor, type NodeRecord, type NodeStatus } from './model.ts';

/** The status a node shows now. */
export const statusNow = (node: NodeRecord, now: number): NodeStatus =>
  node.transient !== null && now < node.transient.until ? node.transient.status : node.status;

/** What a health check reports about a node in this status. */
export function checkResult(monitor: NodeMonitor, status: NodeStatus): NodeRecord['monitorStatus'] {
  if (monitor.type === 'none') return 'unknown';
  if (status === 'normal' || status === 'paused') return 'normal';
  if (status === 'unknown' || status === 'reconnect') return 'unknown';
  return 'error';
}

/** Applies every transition that is due; answers whether anything changed. */
export function settleNode(store: Store, node: NodeRecord, now: number): boolean {
  let changed = false;
  if (node.transient !== null && now >= node.transient.until) {
    node.transient = null;
    changed = true;
  }
  if (node.upgrade !== null && now >= node.upgrade.until) {
    const run = node.upgrade;
    const log = nodesOf(store).upgradeLogs.find((l) => l.id === run.logId);
    node.upgradeStatus = run.outcome;
    if (run.outcome === 'updateComplete') node.version = run.toVersion;
    node.upgrade = null;
    node.updatedAt = iso(run.until);
    if (log) {
      log.status = run.outcome;
      log.message = run.message;
      log.updatedAt = iso(run.until);
    }
    changed = true;
  }
  if (node.monitorCheckAt !== null && now >= node.monitorCheckAt) {
    node.monitorStatus = checkResult(node.monitor, statusNow(node, node.monitorCheckAt));
    node.monitorCheckAt = null;
    changed = true;
  }
  return changed;
}

/** Settles every node (called before answering about nodes). */
export function settle(store: Store, now: number): void {
  let changed = false;
  for (const node of nodesOf(store).nodes) {
    if (node.transient === null && node.upgrade === null && node.monitorCheckAt === null) continue;
    if (settleNode(store, node, now)) changed = true;
  }
  if (changed) store.changed();
}
