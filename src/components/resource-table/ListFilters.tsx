// The filter block above a list (the toolbar of ResourceTable): searches typed (sent 300 ms after the last key),
// choices of one value and choices of several, each bound to a filter of the list's state. Screens describe their
// filters; this renders them the same way everywhere (labels, widths, clearing, "any" placeholders).
import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Fragment, type ReactElement, useEffect, useState } from 'react';
import type { ListState } from './list-state';
import { PhoneFilters } from './PhoneFilters';

/** What the filters read and change of a list's state. */
type FilterState<F extends object> = Pick<ListState<F>, 'filters' | 'setFilters'>;

export interface FilterChoice {
  value: string;
  label: string;
}

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
  | (Common<F> & { kind: 'select'; data: FilterChoice[]; searchable?: boolean; numeric?: boolean })
  | (Common<F> & { kind: 'multi'; data: FilterChoice[]; searchable?: boolean })
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

/** One filter's control, keyed by its filter. */
function filterControl<F extends object>(filter: Exclude<ListFilter<F>, { kind: 'control' }>, list: FilterState<F>) {
  const current = list.filters[filter.key] as unknown;
  if (filter.kind === 'search') return <SearchFilter key={filter.key} filter={filter} list={list} />;
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
