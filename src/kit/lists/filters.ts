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

/** The name of each filter's choice made, by the filter's parameter (`{table}` in the list's texts: "Stored days of the
 * Access log"); a filter without choices, or with none made, names nothing. */
export function choiceNamesOf(filters: ListDescriptor['filters'], choices: Record<string, FilterChoice[]>, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    (filters ?? []).flatMap((filter) => {
      const chosen = choices[filter.param]?.find((choice) => choice.value === values[filter.param]);
      return chosen ? [[filter.param, chosen.label]] : [];
    }),
  );
}
