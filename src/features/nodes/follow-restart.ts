// A restart's result is a state the nodes reach later (issue 25: feedback that tells the truth): after the call the
// nodes reconnect, then serve again or not. This follows them through the node list until none is reconnecting.
import { clientNodeListInitializedNodes } from '../../api/generated/hooks/node/node';
import type { Node, NodeStatus } from '../../api/generated/model';
import { type FollowOptions, followUntil } from '../../services/follow';

const NOT_SERVING: NodeStatus[] = ['error', 'natsError', 'offline', 'unknown'];
const ALL = 26784;

export interface RestartOutcome {
  /** Nodes still reconnecting when the wait ended. */
  reconnecting: Node[];
  /** Nodes that came back in a state that does not serve. */
  failed: Node[];
}

/** Waits (every `everyMs`, at most `limitMs`) until none of `ids` is reconnecting; answers who did not come back. */
export async function followRestart(ids: number[], { everyMs = 2000, limitMs = 180_000, wait }: FollowOptions = {}): Promise<RestartOutcome> {
  const ours = new Set(ids);
  const { value: reconnecting } = await followUntil(
    async () => (await clientNodeListInitializedNodes({ statuses: ['reconnect'], pageSize: ALL })).data.filter((node) => ours.has(node.id)),
    (nodes) => nodes.length === 0,
    { everyMs, limitMs, wait },
  );
  const down = await clientNodeListInitializedNodes({ statuses: NOT_SERVING, pageSize: ALL });
  return { reconnecting, failed: down.data.filter((node) => ours.has(node.id)) };
}
