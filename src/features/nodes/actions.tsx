// Node actions (spec 4): on one node (its row's menu) or on a selection (the bulk bar), each asking first with a
// sentence naming what will happen and to how many nodes. Actions with settings open their form descriptor
// (forms/client/node-*.form.json) and confirm the same way before anything is sent.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Node } from '../../api/generated/model';
import { invalidateAfter, type OperationId } from '../../api/invalidate';
import { notifyProgress, notifySuccess } from '../../services/feedback';
import { followRestart } from './follow-restart';
import { callOperation } from '../../schema-form/operations';
import { isolated } from '../../components/user-text';
import { type FormAction, FORM_ACTIONS } from './form-actions';
import { lazyPart } from '../../components/lazy-part';
import { RowMenu } from '../../components/RowMenu';
import { Modal } from '../../components/dialog-mount';

/** An action that needs nothing more than the nodes: it asks, then calls. */
export interface SimpleAction {
  id: string;
  kind: 'simple';
  label: MessageDescriptor;
  /** Question asked first, of the node's name or "N nodes". */
  question: (target: string) => MessageDescriptor;
  explain: MessageDescriptor;
  /** What happened, of the node's name or "N nodes" (issue 25: the message names the object). */
  done: (target: string) => MessageDescriptor;
  /** The result is a state the nodes reach later (a restart): the toast follows it, pending then done or failed. */
  followsState?: boolean;
  operation: OperationId;
  danger?: boolean;
  /** Which nodes it applies to (others are left out of a selection, and the count says so). */
  applies?: (node: Node) => boolean;
  /** The calls to make: one body, or one per zone (de-initialise is a zone call). */
  calls: (nodes: Node[]) => { path?: Record<string, number>; body: unknown }[];
}

const ids = (nodes: Node[]) => nodes.map((n) => n.id);

/** A form action's dialog, loaded when such an action is picked (no placeholder: the dialog opens once it is there). */
const NodeFormModal = lazyPart(() => import('./NodeFormModal').then((module) => module.NodeFormModal));

export const SIMPLE_ACTIONS: SimpleAction[] = [
  {
    id: 'pause',
    kind: 'simple',
    label: msg`Pause`,
    question: (target) => msg`Pause ${target}?`,
    explain: msg`Paused nodes stop serving; their backup nodes take over until they are resumed.`,
    done: (target) => msg`${target} paused`,
    operation: 'client-node-set-status',
    applies: (n) => n.status !== 'paused',
    calls: (nodes) => [{ body: { ids: ids(nodes), status: 'paused' } }],
  },
  {
    id: 'resume',
    kind: 'simple',
    label: msg`Resume`,
    question: (target) => msg`Resume ${target}?`,
    explain: msg`Resumed nodes serve traffic again.`,
    done: (target) => msg`${target} resumed`,
    operation: 'client-node-set-status',
    applies: (n) => n.status === 'paused',
    calls: (nodes) => [{ body: { ids: ids(nodes), status: 'normal' } }],
  },
  {
    id: 'reboot',
    kind: 'simple',
    label: msg`Restart`,
    question: (target) => msg`Restart ${target}?`,
    explain: msg`The agent and Nginx restart; connections being served are cut.`,
    done: (target) => msg`${target} restarted and back online`,
    followsState: true,
    operation: 'client-node-reboot-nodes',
    danger: true,
    calls: (nodes) => [{ body: { ids: ids(nodes) } }],
  },
  {
    id: 'reset',
    kind: 'simple',
    label: msg`Reset`,
    question: (target) => msg`Reset ${target}?`,
    explain: msg`The configuration is rebuilt from the console's settings; changes made on the node itself are lost.`,
    done: (target) => msg`Configuration of ${target} rebuilt`,
    operation: 'client-node-reset-nodes',
    danger: true,
    calls: (nodes) => [{ body: { ids: ids(nodes) } }],
  },
  {
    id: 'clearCurrentCache',
    kind: 'simple',
    label: msg`Clear the whole cache`,
    question: (target) => msg`Clear the whole cache of ${target}?`,
    explain: msg`Every cached file is removed; the origins serve the next requests.`,
    done: (target) => msg`Whole cache of ${target} cleared`,
    operation: 'client-node-clear-current-cache',
    danger: true,
    calls: (nodes) => [{ body: { ids: ids(nodes) } }],
  },
  {
    id: 'rotateLogs',
    kind: 'simple',
    label: msg`Rotate logs now`,
    question: (target) => msg`Rotate the logs of ${target} now?`,
    explain: msg`The current log files are closed and new ones started.`,
    done: (target) => msg`Logs of ${target} rotated`,
    operation: 'client-node-rotate-logs',
    calls: (nodes) => [{ body: { ids: ids(nodes) } }],
  },
  {
    id: 'deinitialize',
    kind: 'simple',
    label: msg`De-initialise`,
    question: (target) => msg`De-initialise ${target}?`,
    explain: msg`The nodes leave their zone and go back to the uninitialised list; nodes on a group line or in a virtual node cannot leave.`,
    done: (target) => msg`${target} de-initialised`,
    operation: 'client-node-deinitialize-nodes',
    danger: true,
    calls: (nodes) => {
      const byZone = new Map<number, number[]>();
      for (const n of nodes) byZone.set(n.zoneID, [...(byZone.get(n.zoneID) ?? []), n.id]);
      return [...byZone].map(([zoneId, zoneIds]) => ({ path: { zoneId }, body: { ids: zoneIds } }));
    },
  },
];

export type NodeAction = SimpleAction | FormAction;
export const NODE_ACTIONS: NodeAction[] = [...SIMPLE_ACTIONS.slice(0, 6), ...FORM_ACTIONS, SIMPLE_ACTIONS[6]!];

/** "edge-tpe-01" for one node, "3 nodes" for more. */
export function useTarget() {
  const { t } = useLingui();
  return (nodes: Node[]) => (nodes.length === 1 ? isolated(nodes[0]!.name) : t`${nodes.length} nodes`);
}

/** Which action is open, on which nodes. */
export type Pending = { action: NodeAction; nodes: Node[]; onDone?: () => void } | null;

/** The menu of actions for some nodes (one row, or the selection). */
export function ActionMenu({ nodes, label, onPick, compact }: { nodes: Node[]; label: string; onPick: (p: NonNullable<Pending>) => void; compact?: boolean }) {
  const { i18n } = useLingui();
  const items = NODE_ACTIONS.filter((a) => (a.kind === 'form' ? !a.single || nodes.length === 1 : true)).map((action) => {
    const applies = action.kind === 'simple' && action.applies ? nodes.filter(action.applies) : nodes;
    return (
      <Menu.Item
        key={action.id}
        color={action.kind === 'simple' && action.danger ? 'red' : undefined}
        disabled={applies.length === 0}
        onClick={() => onPick({ action, nodes: applies })}
      >
        {i18n._(action.label)}
      </Menu.Item>
    );
  });
  // A row's menu is mounted once it is used (components/RowMenu.tsx); the selection's is one per list.
  if (compact) {
    return (
      <RowMenu label={label} trigger={<Trans>Actions</Trans>} variant="light">
        {items}
      </RowMenu>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" aria-label={label}>
          <Trans>Actions</Trans>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>{items}</Menu.Dropdown>
    </Menu>
  );
}

/** The question of a simple action, then its calls. */
export function ActionDialogs({ pending, onClose }: { pending: Pending; onClose: () => void }) {
  if (pending?.action.kind === 'form') return <NodeFormModal action={pending.action} nodes={pending.nodes} onClose={onClose} onDone={pending.onDone} />;
  return <SimpleConfirm pending={pending?.action.kind === 'simple' ? (pending as { action: SimpleAction; nodes: Node[] }) : null} onClose={onClose} onDone={pending?.onDone} />;
}

/** The toast of a restart: pending while the nodes reconnect, then back online or not (issue 25). */
function useFollowState() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return (nodes: Node[], named: string, done: string) => {
    const toast = notifyProgress(t`Restarting ${named}: waiting for the nodes to reconnect…`);
    void followRestart(nodes.map((node) => node.id))
      .then(({ reconnecting, failed }) => {
        if (failed.length > 0) {
          const names = failed.map((node) => node.name).join(', ');
          toast.settle('failed', t`Restarted, but not back online: ${names}`);
        } else if (reconnecting.length > 0) {
          const names = reconnecting.map((node) => node.name).join(', ');
          toast.settle('unknown', t`Restarted, still reconnecting after 3 minutes: ${names}`);
        } else toast.settle('done', done);
      })
      .catch(() => toast.settle('unknown', t`Restarted; the nodes' state could not be read. Check the node list.`))
      .finally(() => void invalidateAfter(queryClient, 'client-node-reboot-nodes'));
  };
}

function SimpleConfirm({ pending, onClose, onDone }: { pending: { action: SimpleAction; nodes: Node[] } | null; onClose: () => void; onDone?: () => void }) {
  const { t, i18n } = useLingui();
  const target = useTarget();
  const queryClient = useQueryClient();
  const followState = useFollowState();
  const [shown, setShown] = useState(pending);
  if (pending && pending !== shown) setShown(pending);
  const mutation = useMutation({
    mutationFn: async ({ action, nodes }: { action: SimpleAction; nodes: Node[] }) => {
      for (const call of action.calls(nodes)) await callOperation(action.operation, call);
    },
  });
  const action = shown?.action;
  const title = shown && action ? i18n._(action.question(target(shown.nodes))) : '';
  return (
    <Modal opened={pending !== null} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      {shown && action && (
        <Stack>
          <Text>{i18n._(action.explain)}</Text>
          {shown.nodes.length > 1 && (
            <Text size="sm" c="dimmed">
              {shown.nodes.map((n) => n.name).join(', ')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-autofocus>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color={action.danger ? 'red' : undefined}
              loading={mutation.isPending}
              onClick={() =>
                mutation.mutate(shown, {
                  onSuccess: () => {
                    const named = target(shown.nodes);
                    if (action.followsState) followState(shown.nodes, named, i18n._(action.done(named)));
                    else notifySuccess(i18n._(action.done(named)));
                    onClose();
                    onDone?.();
                  },
                  onSettled: () => invalidateAfter(queryClient, action.operation),
                })
              }
            >
              {i18n._(action.label)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
