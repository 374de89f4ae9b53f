// The filter block above a list (the toolbar of ResourceTable): searches typed (sent 300 ms after the last key),
// choices of one value and choices of several, each bound to a filter of the list's state. Screens describe their
// filters; this renders them the same way everywhere (labels, widths, clearing, "any" placeholders).
import { DEFAULT_THEME, type MultiSelectProps, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Fragment, type ReactElement, useEffect, useMemo, useState } from 'react';
import type { ListState } from './list-state';
import { PhoneFilters } from './PhoneFilters';
import { lazyPart } from '../lazy-part';

/**
 * Mantine's MultiSelect with its pills (6 kB compressed), loaded apart from the list (issue 29): a phone folds the
 * filters of several values behind "More filters" (PhoneFilters), and before a phone's first paint their bytes were
 * part of what Lighthouse's slow network charges for. A wider screen asks for it as this module is set up; until it is
 * there, the filter is an empty read-only box of the same size and name (components/lazy-part.tsx).
 */
const MultiSelect = lazyPart<MultiSelectProps>(
  () => import('./multi-select').then((module) => module.MultiSelect),
  (props) => <TextInput readOnly aria-label={props['aria-label']} placeholder={props.placeholder} w={props.w} value="" />,
);
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not a text
if (typeof window !== 'undefined' && !window.matchMedia?.(`(max-width: ${DEFAULT_THEME.breakpoints.sm})`)?.matches) void MultiSelect.preload().catch(() => undefined);

/** What the filters read and change of a list's state. */
type FilterState<F extends object> = Pick<ListState<F>, 'filters' | 'setFilters'>;

export interface FilterChoice {
  value: string;
  label: string;
}

/**
 * Choices the filter reads itself: a query (a generated `get…QueryOptions`) and how its answer reads as choices. Their
 * answer then renders the filter alone, not the screen with its rows (issue 29: one more render of the whole list on a
 * phone as each arrived), and a phone, which folds most filters away (PhoneFilters), asks only once they are shown.
 */
export interface ChoicesRead {
  query: UseQueryOptions<unknown, unknown, unknown, QueryKey>;
  choices: (answer: unknown) => FilterChoice[];
}

/** The choices of a filter as the answer of `query` read by `choices` (checked together here, kept as one pair). */
export const choicesFrom = <A,>(query: UseQueryOptions<A, unknown, A, QueryKey>, choices: (answer: A) => FilterChoice[]): ChoicesRead =>
  ({ query, choices }) as ChoicesRead;

/** An answer of plain values (tags) as choices, each value its own label. */
export const valueChoices = (answer: { data: string[] }): FilterChoice[] => answer.data.map((value) => ({ value, label: value }));

interface Common<F> {
  /** The filter of the list state (the list call's query parameter). */
  key: keyof F & string;
  /** Accessible name. */
  label: string;
  placeholder?: string;
  width?: number;
}

export type ListFilter<F> =
  | (Common<F> & { kind: 'search' })
  /** One value; `numeric`: the filter holds a number (an id). */
  | (Common<F> & { kind: 'select'; data: FilterChoice[] | ChoicesRead; searchable?: boolean; numeric?: boolean })
  | (Common<F> & { kind: 'multi'; data: FilterChoice[] | ChoicesRead; searchable?: boolean })
  /** A control the screen draws itself (a filter of another shape: dates in a popover), `set` while it narrows. */
  | { kind: 'control'; key: string; control: ReactElement; set: boolean };

/** A typed search, sent once typing pauses; an empty search is no filter. */
function SearchFilter<F extends object>({ filter, list }: { filter: Common<F>; list: FilterState<F> }) {
  const [text, setText] = useState(() => String(list.filters[filter.key] ?? ''));
  const [debounced] = useDebouncedValue(text, 300);
  const { setFilters } = list;
  useEffect(() => setFilters({ [filter.key]: debounced.trim() || undefined } as Partial<F>), [debounced, filter.key, setFilters]);
  // A filter set from outside (a link followed while the list is open): the box shows it. Its own writes are the
  // debounced text, so they leave what is being typed alone.
  const outside = String(list.filters[filter.key] ?? '');
  const [seen, setSeen] = useState(outside);
  if (outside !== seen) {
    setSeen(outside);
    if (outside !== debounced.trim()) setText(outside);
  }
  return (
    <TextInput
      aria-label={filter.label}
      placeholder={filter.placeholder ?? filter.label}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      w={filter.width ?? 200}
    />
  );
}

/** Whether a filter's value narrows the list. */
const isSet = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

export function ListFilters<F extends object>({ list, filters }: { list: FilterState<F>; filters: readonly (ListFilter<F> | false | null | undefined)[] }) {
  const shown = filters.filter((filter): filter is ListFilter<F> => Boolean(filter));
  return (
    <PhoneFilters
      filters={shown.map((filter) => (filter.kind === 'control' ? <Fragment key={filter.key}>{filter.control}</Fragment> : filterControl(filter, list)))}
      set={shown.map((filter) => (filter.kind === 'control' ? filter.set : isSet(list.filters[filter.key])))}
    />
  );
}

type ChoiceFilter<F> = Extract<ListFilter<F>, { kind: 'select' | 'multi' }>;

/** One filter's control, keyed by its filter. */
function filterControl<F extends object>(filter: Exclude<ListFilter<F>, { kind: 'control' }>, list: FilterState<F>) {
  if (filter.kind === 'search') return <SearchFilter key={filter.key} filter={filter} list={list} />;
  if (!Array.isArray(filter.data)) return <ReadChoicesFilter key={filter.key} filter={filter} read={filter.data} list={list} />;
  return choiceControl({ ...filter, data: filter.data }, list);
}

/** A filter of choices it reads itself (ChoicesRead): none until they have arrived. */
function ReadChoicesFilter<F extends object>({ filter, read, list }: { filter: ChoiceFilter<F>; read: ChoicesRead; list: FilterState<F> }) {
  const answer = useQuery(read.query).data;
  const { choices } = read;
  const data = useMemo(() => (answer === undefined ? [] : choices(answer)), [answer, choices]);
  return choiceControl({ ...filter, data }, list);
}

function choiceControl<F extends object>(filter: ChoiceFilter<F> & { data: FilterChoice[] }, list: FilterState<F>) {
  const current = list.filters[filter.key] as unknown;
  if (filter.kind === 'select') {
    return (
      <Select
        key={filter.key}
        aria-label={filter.label}
        placeholder={filter.placeholder}
        clearable
        searchable={filter.searchable}
        limit={filter.searchable ? 200 : undefined}
        w={filter.width ?? 170}
        data={filter.data}
        value={current === undefined || current === null ? null : String(current)}
        onChange={(value) => list.setFilters({ [filter.key]: value === null ? undefined : filter.numeric ? Number(value) : value } as Partial<F>)}
      />
    );
  }
  const values = (current as string[] | undefined) ?? [];
  return (
    <MultiSelect
      key={filter.key}
      aria-label={filter.label}
      placeholder={values.length ? undefined : filter.placeholder}
      clearable
      searchable={filter.searchable}
      w={filter.width ?? 200}
      data={filter.data}
      value={values}
      onChange={(value) => list.setFilters({ [filter.key]: value.length ? value : undefined } as Partial<F>)}
    />
  );
}
