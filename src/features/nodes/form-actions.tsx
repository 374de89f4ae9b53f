// Node actions with settings: each is a form descriptor (forms/client/node-*.form.json) filled for one node or a
// selection, then a question naming what will happen to how many nodes, then the call (NodeFormModal.tsx, loaded when
// an action is picked).
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import cacheForm from '../../../forms/client/node-cache.form.json';
import genevaForm from '../../../forms/client/node-geneva.form.json';
import logRotateForm from '../../../forms/client/node-log-rotate-time.form.json';
import memoForm from '../../../forms/client/node-memo.form.json';
import monitorForm from '../../../forms/client/node-monitor.form.json';
import moveForm from '../../../forms/client/node-move-to-zone.form.json';
import portTypeForm from '../../../forms/client/node-port-type.form.json';
import type { Node } from '../../api/generated/model';
import { defineForm, type FormDescriptor } from '../../schema-form/descriptor';

export interface FormAction {
  id: string;
  kind: 'form';
  label: MessageDescriptor;
  descriptor: FormDescriptor;
  /** Only for one node (the call takes one id). */
  single?: boolean;
  /** The question asked before sending, of the node's name or "N nodes". */
  question: (target: string) => MessageDescriptor;
  /** What happened, of the node's name or "N nodes" (issue 25: the message names the object). */
  done: (target: string) => MessageDescriptor;
  /** The form's starting values: the node's own when there is one. */
  initial: (nodes: Node[]) => Record<string, unknown>;
  /** The ids as the call takes them. */
  key: (nodes: Node[]) => Record<string, unknown>;
  /** Choices known only at run time (the client's zones). */
  zones?: boolean;
  /** What the values will do, said in the question (e.g. how many URLs are cleared). */
  detail?: (values: Record<string, unknown>) => string;
}

const ids = (nodes: Node[]) => ({ ids: nodes.map((n) => n.id) });
const only = (nodes: Node[]) => (nodes.length === 1 ? nodes[0] : undefined);

export const FORM_ACTIONS: FormAction[] = [
  {
    id: 'clearCache',
    kind: 'form',
    label: msg`Clear cached URLs…`,
    descriptor: defineForm(cacheForm),
    question: (target) => msg`Clear these URLs from the cache of ${target}?`,
    done: (target) => msg`Cached URLs cleared on ${target}`,
    initial: () => ({ type: 1, urls: [] }),
    key: ids,
    detail: (values) => {
      const count = Array.isArray(values.urls) ? values.urls.length : 0;
      return values.type === 2
        ? plural(count, {
            one: 'Everything cached below # URL prefix is removed; the origins serve it on the next request.',
            other: 'Everything cached below # URL prefixes is removed; the origins serve it on the next request.',
          })
        : plural(count, {
            one: '# URL is removed from the cache; the origins serve it on the next request.',
            other: '# URLs are removed from the cache; the origins serve them on the next request.',
          });
    },
  },
  {
    id: 'monitor',
    kind: 'form',
    label: msg`Health check…`,
    descriptor: defineForm(monitorForm),
    question: (target) => msg`Give this health check to ${target}?`,
    done: (target) => msg`Health check given to ${target}`,
    initial: (nodes) => ({ monitor: only(nodes)?.monitor ?? { type: 'http', url: 'http://{host}/.well-known/parapet/health', port: null, content: '', interval: 60, failureAction: 'none' } }),
    key: ids,
  },
  {
    id: 'logRotateTime',
    kind: 'form',
    label: msg`Log rotation…`,
    descriptor: defineForm(logRotateForm),
    question: (target) => msg`Change the log rotation of ${target}?`,
    done: (target) => msg`Log rotation of ${target} changed`,
    initial: (nodes) => ({ logRotateTime: only(nodes)?.logRotateTime ?? 24 }),
    key: ids,
  },
  {
    id: 'geneva',
    kind: 'form',
    label: msg`Geneva…`,
    descriptor: defineForm(genevaForm),
    question: (target) => msg`Change the Geneva setting of ${target}?`,
    done: (target) => msg`Geneva setting of ${target} changed`,
    initial: (nodes) => ({ geneva: only(nodes)?.geneva ?? { enable: true, version: 'v1', window: 10 } }),
    key: ids,
  },
  {
    id: 'portType',
    kind: 'form',
    label: msg`Port type…`,
    descriptor: defineForm(portTypeForm),
    question: (target) => msg`Change the port type of ${target}?`,
    done: (target) => msg`Port type of ${target} changed`,
    initial: (nodes) => ({ portType: only(nodes)?.portType ?? 'L7' }),
    key: ids,
  },
  {
    id: 'moveToZone',
    kind: 'form',
    label: msg`Move to another zone…`,
    descriptor: defineForm(moveForm),
    question: (target) => msg`Move ${target} to this zone?`,
    done: (target) => msg`${target} moved to the other zone`,
    initial: () => ({}),
    key: (nodes) => ({ nodeIDs: nodes.map((n) => n.id) }),
    zones: true,
  },
  {
    id: 'memo',
    kind: 'form',
    label: msg`Note…`,
    descriptor: defineForm(memoForm),
    single: true,
    question: (target) => msg`Save the note of ${target}?`,
    done: (target) => msg`Note of ${target} saved`,
    initial: (nodes) => ({ memo: only(nodes)?.memo ?? '' }),
    key: (nodes) => ({ id: nodes[0]!.id }),
  },
];

/** The descriptor with the client's zones as labelled choices of `zoneID`. */
export function withZoneChoices(descriptor: FormDescriptor, zones: { id: number; name: string }[] | undefined): FormDescriptor {
  if (!zones) return descriptor;
  const schema = descriptor.schema as { properties: Record<string, object> };
  return {
    ...descriptor,
    schema: {
      ...schema,
      properties: { ...schema.properties, zoneID: { ...schema.properties.zoneID, oneOf: zones.map((z) => ({ const: z.id, title: z.name })) } },
    },
  };
}
