// The filters of a list descriptor (`filters`): what each holds before and after a person chooses.
import { isIp } from '../../validation/network';
import type { ListDescriptor, ListFilter } from './descriptor';
import { rangeParams } from './range';
import type { FilterChoice, FilterParam } from './scope';

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
 * Access log"; a `multiselect`'s names joined by commas); a filter without choices, or with none made, names nothing. */
export function choiceNamesOf(filters: ListDescriptor['filters'], choices: Record<string, FilterChoice[]>, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    (filters ?? []).flatMap((filter) => {
      const made = filter.kind === 'multiselect' ? severalOf(values[filter.param]) : [values[filter.param]];
      const names = made.flatMap((value) => choices[filter.param]?.find((choice) => choice.value === value)?.label ?? []);
      return names.length ? [[filter.param, names.join(', ')]] : [];
    }),
  );
}

/** A filter that holds several values (`tags`: typed; `multiselect`: several of its choices), each sent as a repetition
 * of its query parameter. */
export const holdsSeveral = (filter: ListFilter) => filter.kind === 'tags' || filter.kind === 'multiselect';

// Several values are kept as one text, one value a line (no value holds a line break: a tag ends at a separator).
const SEPARATOR = '\n';
/** The values a filter holding several keeps (none for an empty text). */
export const severalOf = (value: string | undefined): string[] => (value ? value.split(SEPARATOR) : []);
/** Values kept as one text. */
export const keptSeveral = (values: readonly string[]): string => values.join(SEPARATOR);

/** The formats a typed value of a `tags` filter is checked against (`format`). */
const FORMATS: Record<NonNullable<ListFilter['format']>, (value: string) => boolean> = { ip: isIp };

/** A typed value's problem: not of the filter's `format` (it is then said, and not sent). */
export const fitsFormat = (filter: ListFilter, value: string) => !filter.format || FORMATS[filter.format](value.trim());

/** The values of a `tags` filter that are not of its `format`, as typed. */
export const badValues = (filter: ListFilter, value: string | undefined): string[] => severalOf(value).filter((typed) => !fitsFormat(filter, typed));

/** The query parameters of the filters set: a `number` filter's value as a number; a filter holding several values,
 * each value that fits its `format` (trimmed, each once), as a list; a range's two ends in UTC. */
export const filterParams = (filters: readonly ListFilter[] | undefined, values: Record<string, string>): Record<string, FilterParam> => ({
  ...Object.fromEntries(
    (filters ?? []).flatMap((filter): [string, FilterParam][] => {
      if (filter.kind === 'range') return [];
      const asType = (value: string) => (filter.type === 'number' ? Number(value) : value);
      if (holdsSeveral(filter)) {
        const sent = [...new Set(severalOf(values[filter.param]).map((value) => value.trim()))].filter((value) => value !== '' && fitsFormat(filter, value));
        return sent.length ? [[filter.param, sent.map(asType)]] : [];
      }
      const value = (values[filter.param] ?? '').trim();
      return value === '' ? [] : [[filter.param, asType(value)]];
    }),
  ),
  ...rangeParams(filters, values),
});
