// Every handler group. A new resource group of the contract is a new file here, added to this list.
import type { HandlerGroup } from '../types.ts';
import { accountHandlers } from './account.ts';
import { resourceModules } from '../resources/index.generated.ts';
import { dnsHandlers } from './dns.ts';
import { sessionHandlers } from './session.ts';

export const handlerGroups: readonly HandlerGroup[] = [
  sessionHandlers,
  accountHandlers,
  dnsHandlers,
  // One per resource module (mocks/server/resources/*.resource.ts).
  ...resourceModules.map((module) => module.handlers),
];

/** All groups in one map; an operation handled twice is a mistake caught at start. */
export function mergeHandlers(groups: readonly HandlerGroup[]) {
  const merged: Record<string, unknown> = {};
  for (const group of groups) {
    for (const [operationId, handler] of Object.entries(group)) {
      if (operationId in merged) throw new Error(`embedded backend: ${operationId} is handled by two handler groups`);
      merged[operationId] = handler;
    }
  }
  return merged as HandlerGroup;
}
