// Which operations of the contract have a handler.
import { readContract } from './contract.ts';
import { handlerGroups, mergeHandlers } from './handlers/index.ts';
import type { HandlerGroup } from './types.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/** Every operationId of a bundled contract. */
export function contractOperationIds(definition = readContract()): string[] {
  const ids: string[] = [];
  for (const item of Object.values(definition.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation?.operationId) ids.push(operation.operationId);
    }
  }
  return ids.sort();
}

/** Operations of the contract that the embedded backend answers with 501. */
export function unimplementedOperations(definition = readContract(), handlers: HandlerGroup = mergeHandlers(handlerGroups)): string[] {
  return contractOperationIds(definition).filter((id) => !(handlers as Record<string, unknown>)[id]);
}
