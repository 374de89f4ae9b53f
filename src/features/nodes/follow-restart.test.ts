// @vitest-environment node
// A restart's toast follows the nodes (issue 25): it ends only once none of them is reconnecting, and names those
// that came back in a state that does not serve.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Node } from '../../api/generated/model';

const list = vi.fn();
vi.mock('../../api/generated/hooks/node/node', () => ({ clientNodeListInitializedNodes: (...args: unknown[]) => list(...args) }));
const { followRestart } = await import('./follow-restart');

const node = (id: number, name: string) => ({ id, name }) as Node;
const answer = (...nodes: Node[]) => Promise.resolve({ data: nodes, total: nodes.length });
const noWait = () => Promise.resolve();

beforeEach(() => {
  list.mockReset();
});

describe('followRestart', () => {
  it('waits while a restarted node reconnects, then says it is back', async () => {
    list.mockImplementation(({ statuses }: { statuses: string[] }) =>
      statuses.includes('reconnect') ? (list.mock.calls.length < 3 ? answer(node(7, 'edge-a'), node(9, 'other')) : answer(node(9, 'other'))) : answer(node(9, 'other')),
    );
    const outcome = await followRestart([7], { wait: noWait });
    expect(outcome).toEqual({ reconnecting: [], failed: [] });
    // Two reads while it reconnected, one when it was back, one for the states that do not serve.
    expect(list).toHaveBeenCalledTimes(4);
  });

  it('names a node that came back offline', async () => {
    list.mockImplementation(({ statuses }: { statuses: string[] }) => (statuses.includes('reconnect') ? answer() : answer(node(7, 'edge-a'))));
    const outcome = await followRestart([7, 8], { wait: noWait });
    expect(outcome.failed.map((n) => n.name)).toEqual(['edge-a']);
  });

  it('gives up after the limit with the nodes still reconnecting', async () => {
    list.mockImplementation(({ statuses }: { statuses: string[] }) => (statuses.includes('reconnect') ? answer(node(7, 'edge-a')) : answer()));
    const outcome = await followRestart([7], { wait: noWait, limitMs: 0 });
    expect(outcome.reconnecting.map((n) => n.name)).toEqual(['edge-a']);
  });
});
