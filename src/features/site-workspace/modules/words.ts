// Plain-language pieces of the module screens and their rule explanations: lists and durations.
import { i18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';

/** Names joined in the language shown ("a, b and c"); blanks (items of a list still being typed) are left out. */
export function listOf(names: readonly (string | undefined | null)[], locale = i18n.locale): string {
  const shown = names.filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  return new Intl.ListFormat(locale || 'en', { style: 'long', type: 'conjunction' }).format(shown);
}

/** Up to `shown` names, then how many more ("a, b, c and 2 more"). */
export function someOf(all: readonly (string | undefined | null)[], shown = 3): string {
  const names = all.filter((name): name is string => typeof name === 'string' && name.trim() !== '');
  if (names.length <= shown) return listOf(names);
  const rest = names.length - shown;
  return listOf([...names.slice(0, shown), t`${rest} more`]);
}

/** A number of seconds in the largest whole unit: "1 day", "30 minutes", "90 seconds". */
export function duration(seconds: number): string {
  if (seconds > 0 && seconds % 86400 === 0) {
    const days = seconds / 86400;
    return plural(days, { one: '# day', other: '# days' });
  }
  if (seconds > 0 && seconds % 3600 === 0) {
    const hours = seconds / 3600;
    return plural(hours, { one: '# hour', other: '# hours' });
  }
  if (seconds > 0 && seconds % 60 === 0) {
    const minutes = seconds / 60;
    return plural(minutes, { one: '# minute', other: '# minutes' });
  }
  return plural(seconds, { one: '# second', other: '# seconds' });
}

/** Characters only a regular expression would have. */
export const looksLikeRegex = (value: string) => /[\^$*+?()[\]{}|\\]/.test(value);
