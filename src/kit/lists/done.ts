// What a list says once a write is done: the object named and what happened ("Removed 2 push events",
// "Moved blocked-bots to position 3 in Deny list"). A descriptor may say it in its own words (`done`, ICU texts
// with `{name}`, `{count}`, `{place}`); else the row's name (or the number of rows) and the list's name.
import { plural, t } from '@lingui/core/macro';
import type { ListDescriptor } from './descriptor';
import type { Row } from './scope';
import { say } from './texts';

type Texts = (row?: Row, more?: Record<string, unknown>) => Record<string, unknown>;

/** Read when a write is done, in the language of the moment (the global i18n, as `say`). */
export function doneTexts(list: ListDescriptor, texts: Texts) {
  const nameOf = (row: Row) => String(texts(row).name ?? '');
  const label = () => say(list.label, texts());
  return {
    removed(rows: Row[]): string {
      const count = rows.length;
      const one = count === 1 ? rows[0] : undefined;
      if (list.done?.removed) return say(list.done.removed, texts(one, { count }));
      const from = label();
      if (one) {
        const name = nameOf(one);
        return t`Removed ${name} from ${from}`;
      }
      return plural(count, { one: `Removed # entry from ${from}`, other: `Removed # entries from ${from}` });
    },
    moved(row: Row, place: number): string {
      if (list.done?.moved) return say(list.done.moved, texts(row, { place }));
      const name = nameOf(row);
      const of = label();
      return t`Moved ${name} to position ${place} in ${of}`;
    },
    switched(row: Row, on: boolean): string {
      const own = on ? list.done?.switchedOn : list.done?.switchedOff;
      if (own) return say(own, texts(row));
      const name = nameOf(row);
      const of = label();
      return on ? t`Turned on ${name} in ${of}` : t`Turned off ${name} in ${of}`;
    },
    /** What the row form says once a row is added or saved (`added`, `saved`: with the values written), else nothing
     * (the form's own text). */
    written(values: Record<string, unknown>, mode: 'create' | 'edit'): string | undefined {
      const own = mode === 'create' ? list.done?.added : list.done?.saved;
      // The values written are not a row of the list yet (an override's row values would misread them).
      return own ? say(own, texts(undefined, values)) : undefined;
    },
    /** The order of every row saved at once (the order dialog): how many moved. */
    ordered(title: string, count: number): string {
      return plural(count, { one: `Order of ${title} saved: # entry moved`, other: `Order of ${title} saved: # entries moved` });
    },
  };
}

/** The chosen rows' names in a confirmation (`{names}`): the first three, then how many more. */
export function someNames(names: string[]): string {
  const shown = names.slice(0, 3).join(', ');
  const more = names.length - 3;
  return more > 0 ? t`${shown} and ${more} more` : shown;
}
