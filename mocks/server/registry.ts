// Which operations of the contract have a handler.
import { readContract } from './contract.ts';
import { handlerGroups, mergeHandlers } from './handlers/index.ts';
import type { HandlerGroup } from './types.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/** Every operationId of a bundled contract. */
export function contractOperationIds(definition = readContract()) {
  const operations = Object.values(definition.paths ?? {}).flatMap((item) => METHODS.map((method) => item?.[method]?.operationId));
  return operations.filter((id): id is string => Boolean(id)).sort();
}

/** Operations of the contract that the embedded backend answers with 501. */
export function unimplementedOperations(definition = readContract(), handlers: HandlerGroup = mergeHandlers(handlerGroups)) {
  return contractOperationIds(definition).filter((id) => !(handlers as Record<string, unknown>)[id]);
}
