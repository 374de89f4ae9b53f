// Whose token a call of another area's path may carry: the contract lists, per operation, the areas whose bearer
// it accepts (e.g. the client console opening a customer's site calls the end user's per-site operations with
// the client's token). Generated from the contract by scripts/gen.mjs.
import type { Area } from './areas';
import { sharedOperations } from './generated/shared-operations';

const matchers = sharedOperations.map(([method, template, areas]) => ({
  method,
  pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  areas,
}));

/** True when the call (method, path below /api/v1) accepts the token of `area` although its path names another area. */
export function acceptsTokenOf(area: Area, method: string, path: string): boolean {
  const upper = method.toUpperCase();
  return matchers.some((m) => m.method === upper && m.areas.includes(area) && m.pattern.test(path));
}
