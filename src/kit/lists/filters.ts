// The filters of a list descriptor (`filters`): what each holds before and after a person chooses.
import type { ListDescriptor } from './descriptor';
import type { FilterChoice } from './scope';

/** What each filter holds: what was chosen (an empty text once cleared), else its `initial` value (`first`: its first choice). */
export function filterValues(filters: ListDescriptor['filters'], choices: Record<string, FilterChoice[]>, chosen: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { ...chosen };
  for (const filter of filters ?? []) {
    if (chosen[filter.param] !== undefined || !filter.initial) continue;
    const initial = filter.initial === 'first' ? choices[filter.param]?.[0]?.value : filter.initial;
    if (initial !== undefined) out[filter.param] = initial;
  }
  return out;
}
