// Whose token a call of another area's path may carry: the contract lists, per operation, the areas whose bearer
// it accepts (e.g. the client console opening a customer's site calls the end user's per-site operations with
// the client's token). Generated from the contract by scripts/gen.mjs.
import type { Area } from './areas';
import { sharedOperations } from './generated/shared-operations';

// Built on the first call that needs them (issue 29): the 232 RegExps were about 40 ms of the entry's task in a CPU
// profile of the dashboard's load at 4× CPU (Lighthouse's phone), and a console calling only its own area's paths never
// asks.
let matchers: { method: string; pattern: RegExp; areas: readonly Area[] }[] | undefined;

/** True when the call (method, path below /api/v1) accepts the token of `area` although its path names another area. */
export function acceptsTokenOf(area: Area, method: string, path: string): boolean {
  const upper = method.toUpperCase();
  matchers ??= sharedOperations.map(([operationMethod, template, areas]) => ({
    method: operationMethod,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    areas,
  }));
  return matchers.some((m) => m.method === upper && m.areas.includes(area) && m.pattern.test(path));
}
